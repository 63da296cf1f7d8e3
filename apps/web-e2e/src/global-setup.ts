import { startStack } from '@kukur/dev-stack';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    mailUrl: string;
  }
}

/** The whole shop as `npm start` runs it, on free ports and a throw-away data folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Short retry backoff: a rehearsed failed e-mail (mail catcher `+failN` address) reaches the failed set in seconds.
  const stack = await startStack({
    ephemeral: true,
    quiet: true,
    // High limits: the journeys run in parallel from one address (the per-address read limit has API tests).
    env: { PUBLIC_READS_PER_MINUTE: '100000', ...process.env, JOB_BACKOFF_MS: '200' },
  });
  project.provide('shopUrl', stack.shopUrl);
  project.provide('mailUrl', stack.mailUrl);
  return () => stack.stop();
}
