import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import swc from 'unplugin-swc';
import { isOrphanedAtDeliberateClose } from './tools/orphaned-redis-rejection.mjs';

// One Vitest configuration for every suite; `npm test` runs them one by one (tools/run-tests.mjs).
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
 * Worker processes per suite: Vitest's default (one fewer than the cores) gives a 2-core machine a single
 * worker, which left a core idle; with two, the unit and web suites took 2.5 minutes instead of 3.5.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * Vitest starts the files that took longest last time first, so that the workers finish together; a clean
 * clone has no such record, and the API suite's two longest files (2 minutes and 1) then started last and
 * one worker ran them alone. These start first always.
 */
const LONGEST_FILES = [
  'apps/api/test/platform/benchmarks.e2e-spec.ts',
  'apps/api/test/hardening/generated-requests.e2e-spec.ts',
];

class LongestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) => LONGEST_FILES.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFilesFirst },
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
          exclude: ['**/*.last.e2e-spec.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in WORKERS workers at once, each worker on a database and a Redis database of its own
          // (apps/api/test/support/worker-services.ts) and its files one after another; sharing the module
          // cache loads Nest and the app once per worker, not once per file (12 min became 7, then 4.5 in two
          // workers). Each file still starts and closes its own app.
          isolate: false,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: serverPlugins,
        resolve,
        ssr,
        test: {
          // After every API file (a later group): checks the error answers the run observed against the
          // OpenAPI document. It needs no database.
          name: 'api-last',
          environment: 'node',
          include: ['apps/api/test/**/*.last.e2e-spec.ts'],
          testTimeout: 30_000,
          sequence: { groupOrder: 2 },
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
