import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import swc from 'unplugin-swc';
import { isOrphanedAtDeliberateClose } from './tools/orphaned-redis-rejection.mjs';

// One Vitest run over every suite; `npm test` drives it through tools/test-runner.
const serverPlugins = [
  swc.vite({
    swcrc: false,
    configFile: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
  }),
];
// Workspace packages resolve to their TypeScript sources in tests (no build needed), for Node-side code too.
const resolve = { conditions: ['@kukur/source'] };
const ssr = { resolve: { conditions: ['@kukur/source'], externalConditions: ['@kukur/source'] } };

/**
 * The usual order, except that a `*.last.e2e-spec.ts` file runs after every other file of its run: the API's
 * check of the error answers the run observed against the OpenAPI document.
 */
class LastFilesLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (file: TestSpecification) => file.moduleId.endsWith('.last.e2e-spec.ts');
    return [...sorted.filter((file) => !isLast(file)), ...sorted.filter(isLast)];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LastFilesLastSequencer },
    // Returning false leaves an error out of the results; see the module for why these are harmless.
    onUnhandledError: (error) => !isOrphanedAtDeliberateClose(error),
    projects: [
      {
        plugins: serverPlugins,
        resolve,
        ssr,
        test: {
          name: 'unit',
          environment: 'node',
          // One module cache per worker, not one per file: 2 min become under 1 on 2 cores. No unit spec
          // replaces a module (vi.mock); the event catalogue is the one shared registry (see event-routes.spec).
          isolate: false,
          include: [
            'libs/**/src/**/*.spec.ts',
            'tools/**/src/**/*.spec.ts',
            // Plain ES module tools (the benchmarks, the API contract) beside their pure parts' tests.
            'tools/bench/*.spec.mjs',
            'tools/webhook-receiver/*.spec.mjs',
            'tools/*.spec.mjs',
            'apps/api/src/**/*.spec.ts',
            'apps/worker/src/**/*.spec.ts',
            // The browser journeys' pure helpers (no browser, no stack).
            'apps/web-e2e/src/**/*.spec.ts',
          ],
        },
      },
      {
        plugins: serverPlugins,
        resolve,
        ssr,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.e2e-spec.ts', 'apps/worker/test/**/*.e2e-spec.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files run one after another on one database; sharing the module cache loads Nest and the app
          // once instead of 73 times (12 min became 7). Each file still starts and closes its own app.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.own-modules.config.ts',
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web-e2e/src/**/*.e2e.ts'],
          globalSetup: ['apps/web-e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
