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
  const stack = await startStack({ ephemeral: true, quiet: true });
  project.provide('shopUrl', stack.shopUrl);
  project.provide('mailUrl', stack.mailUrl);
  return () => stack.stop();
}
