import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const ownPrograms = ['apps/web/tsconfig.json', 'apps/web-e2e/tsconfig.json'];

/** Every project's tsconfig.json that Git knows, beside the package.json that gives it a typecheck script. */
function projectTsconfigs() {
  return execFileSync('git', ['ls-files', '*/package.json'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .filter((file) => JSON.parse(readFileSync(join(root, file), 'utf8')).scripts?.typecheck)
    .map((file) => join(dirname(file), 'tsconfig.json'));
}

const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/**
 * `npm run typecheck` checks three programs instead of one per project: the web app, the browser journeys
 * and tsconfig.server.json for every other project. A project that tsconfig.server.json leaves out would go
 * unchecked, and one with compiler options of its own would be checked with the wrong ones.
 */
describe('npm run typecheck', () => {
  const server = readJson('tsconfig.server.json');

  it('checks every project with a typecheck script in one of its three programs', () => {
    const unchecked = projectTsconfigs()
      .filter((tsconfig) => !ownPrograms.includes(tsconfig))
      .flatMap((tsconfig) => readJson(tsconfig).include.map((pattern) => join(dirname(tsconfig), pattern)))
      .filter((pattern) => !server.include.some((covering) => covers(covering, pattern)));
    expect(unchecked).toEqual([]);
  });

  it('checks the server projects with the options they would have alone (the base, unchanged)', () => {
    const different = projectTsconfigs()
      .filter((tsconfig) => !ownPrograms.includes(tsconfig))
      .filter((tsconfig) => {
        const own = readJson(tsconfig);
        const base = relative(root, resolve(root, dirname(tsconfig), own.extends));
        return base !== 'tsconfig.base.json' || own.compilerOptions !== undefined;
      });
    expect(different).toEqual([]);
    expect(server.extends).toBe('./tsconfig.base.json');
    expect(server.compilerOptions).toBeUndefined();
  });
});

/** Whether the include pattern `covering` (whose only wildcard folder is `*`) matches all that `pattern` does. */
function covers(covering, pattern) {
  const toRegExp = (glob) =>
    new RegExp(
      `^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*/g, (w) => (w === '**' ? '.+' : '[^/]+'))}$`,
    );
  return covering === pattern || toRegExp(covering).test(pattern);
}
