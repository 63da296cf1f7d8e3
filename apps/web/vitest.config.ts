import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// A project of the root vitest.config.ts: `npx vitest run --project web` from the repository root.
export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['@kukur/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Journeys through several screens wait on lazy routes; generous on a busy machine (see testing/setup.ts).
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
