import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The spec files that replace a module (`vi.mock`) or act before the modules load (`vi.hoisted`). The other
 * web specs share one module cache and one jsdom per worker (`isolate: false`), which cut the suite from about
 * 9 to 3 minutes on 2 cores (antd, React and the app load once per worker, not once per file); in a shared
 * cache a module another file loaded first stays the real one, so these files get a fresh worker each.
 */
export const OWN_MODULE_SPECS: readonly string[] = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((path) => /\.spec\.tsx?$/.test(path))
  .filter((path) => /\bvi\.(mock|hoisted)\(/.test(readFileSync(join(root, 'src', path), 'utf8')))
  .map((path) => `src/${path}`);

/** A project of the root vitest.config.mts over the web specs, sharing modules between files or not. */
export function webProject(name: string, shareModules: boolean) {
  return defineProject({
    plugins: [react()],
    resolve: {
      conditions: ['@kukur/source', ...defaultClientConditions],
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name,
      root,
      environment: 'jsdom',
      include: shareModules ? ['src/**/*.spec.{ts,tsx}'] : [...OWN_MODULE_SPECS],
      exclude: shareModules ? [...OWN_MODULE_SPECS] : [],
      isolate: !shareModules,
      setupFiles: ['src/testing/setup.ts'],
      // Journeys through several screens wait on lazy routes; generous on a busy machine (see testing/setup.ts).
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  });
}
