import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';

// One Vitest run over every suite; `npm test` drives it through tools/test-runner.
const serverPlugins = [swc.vite({ configFile: false, jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2022', keepClassNames: true } })];
const resolve = { conditions: ['@kukur/source'] };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: serverPlugins,
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['libs/**/src/**/*.spec.ts', 'tools/**/src/**/*.spec.ts', 'apps/api/src/**/*.spec.ts', 'apps/worker/src/**/*.spec.ts'],
        },
      },
      {
        plugins: serverPlugins,
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.e2e-spec.ts', 'apps/worker/test/**/*.e2e-spec.ts'],
          globalSetup: ['libs/server/kernel/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
