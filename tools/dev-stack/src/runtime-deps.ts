/**
 * Checks, after a build, that everything the built API and worker `require` at run time is there in a
 * production install (`npm ci --omit=dev`): each bare import of their dist files (and of the dist of
 * the workspace packages they use, followed transitively) must be a root `dependencies` entry, not a
 * devDependency, and each workspace package must be built. `node tools/dev-stack/dist/runtime-deps.js`
 * prints the findings and exits 1 on a problem; `--workspaces` prints the workspace folders the runtime
 * needs (tools/dev-stack/docker/assemble-runtime.sh, run by the Dockerfile, copies those).
 */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { findRepoRoot } from './repo-root';

/** One problem: `pkg`, required from `file` (relative to the repository). */
export interface RuntimeDependencyProblem {
  pkg: string;
  file: string;
  problem: 'dev-dependency' | 'undeclared' | 'workspace-not-built';
}

/** What the built entry points need at run time. */
export interface RuntimeDependencyReport {
  /** Third-party packages required, sorted. */
  packages: string[];
  /** Workspace folders (relative) whose dist is required, sorted. */
  workspaces: string[];
  problems: RuntimeDependencyProblem[];
}

interface RootManifest {
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const REQUIRE = /\brequire\(\s*["']([^"']+)["']\s*\)/g;

/** Scans `entryDirs` (built output folders, relative to `repoRoot`) for what they require. */
export function checkRuntimeDependencies(
  repoRoot: string,
  entryDirs: string[] = ['apps/api/dist', 'apps/worker/dist'],
): RuntimeDependencyReport {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as RootManifest;
  const workspaceDirs = listWorkspaces(repoRoot, root.workspaces ?? []);
  const packages = new Set<string>();
  const workspaces = new Set<string>();
  const problems: RuntimeDependencyProblem[] = [];
  const seenProblems = new Set<string>();
  const report = (problem: RuntimeDependencyProblem): void => {
    const key = `${problem.pkg} ${problem.problem}`;
    if (seenProblems.has(key)) return;
    seenProblems.add(key);
    problems.push(problem);
  };

  const queue = [...entryDirs];
  const scanned = new Set<string>();
  for (const dir of entryDirs) {
    if (!fs.existsSync(path.join(repoRoot, dir)))
      throw new Error(`${dir} is missing: build first (npx nx run-many -t build).`);
  }
  while (queue.length > 0) {
    const dir = queue.shift()!;
    if (scanned.has(dir)) continue;
    scanned.add(dir);
    for (const file of listJsFiles(path.join(repoRoot, dir))) {
      const relative = path.relative(repoRoot, file);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(REQUIRE)) {
        const specifier = match[1]!;
        if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) continue;
        const pkg = packageName(specifier);
        const workspaceDir = workspaceDirs.get(pkg);
        if (workspaceDir) {
          workspaces.add(workspaceDir);
          const dist = path.posix.join(workspaceDir, 'dist');
          if (fs.existsSync(path.join(repoRoot, dist))) queue.push(dist);
          else report({ pkg, file: relative, problem: 'workspace-not-built' });
        } else {
          packages.add(pkg);
          if (root.dependencies?.[pkg]) continue;
          report({
            pkg,
            file: relative,
            problem: root.devDependencies?.[pkg] ? 'dev-dependency' : 'undeclared',
          });
        }
      }
    }
  }
  return { packages: [...packages].sort(), workspaces: [...workspaces].sort(), problems };
}

/** "@scope/name/sub" -> "@scope/name"; "name/sub" -> "name". */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Workspace package name -> its folder (relative, posix), from the root `workspaces` entries. */
function listWorkspaces(repoRoot: string, patterns: string[]): Map<string, string> {
  const dirs: string[] = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      const entries = fs.existsSync(path.join(repoRoot, parent))
        ? fs.readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
        : [];
      for (const entry of entries) if (entry.isDirectory()) dirs.push(`${parent}/${entry.name}`);
    } else {
      dirs.push(pattern);
    }
  }
  const byName = new Map<string, string>();
  for (const dir of dirs) {
    const manifest = path.join(repoRoot, dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
    if (name) byName.set(name, dir);
  }
  return byName;
}

function listJsFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listJsFiles(full));
    else if (/\.(c?js)$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** "  sharp (apps/api/dist/x.js): a devDependency; move it to dependencies" */
export function describeProblem(problem: RuntimeDependencyProblem): string {
  const why = {
    'dev-dependency':
      'is a devDependency, so a production install (npm ci --omit=dev) lacks it: move it to dependencies',
    undeclared: 'is not in the root package.json dependencies: add it there',
    'workspace-not-built': 'has no dist folder: build first',
  }[problem.problem];
  return `  ${problem.pkg} (required by ${problem.file}) ${why}`;
}

if (require.main === module) {
  // `--workspaces`: print only the workspace folders the runtime needs, one a line (for the Dockerfile).
  const listWorkspaces = process.argv.includes('--workspaces');
  const result = checkRuntimeDependencies(findRepoRoot(__dirname));
  if (result.problems.length > 0) {
    console.error(`Runtime dependency check failed:\n${result.problems.map(describeProblem).join('\n')}`);
    process.exit(1);
  }
  if (listWorkspaces) console.log(result.workspaces.join('\n'));
  else
    console.log(
      `Runtime dependency check passed: ${result.packages.length} packages, all in dependencies; ` +
        `workspaces used: ${result.workspaces.join(', ')}`,
    );
}
