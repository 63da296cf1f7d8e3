/**
 * When a Redis connection is closed on purpose (a worker or an app shutting down), ioredis rejects every
 * command still waiting on it with "Connection is closed." from its close handler. A command no caller
 * awaits then surfaces as an "unhandled" error after the test that closed the app has passed: CI saw one
 * once, after a worker restart, with only ioredis on its stack (so its sender is unknown; our own Redis
 * and queue calls are awaited). It changes nothing a test checks. A command sent after the close fails in
 * `sendCommand` instead, with its caller on the stack, and stays reported: that is a real bug.
 */
const FLUSHED_BY_CLOSE_HANDLER = /^\s*at close \(.*[\\/]ioredis[\\/]built[\\/]redis[\\/]event_handler\.js:/;

/** @param {{ message?: string, stack?: string } | undefined} error as Vitest hands it over (its stack as text) */
export function isOrphanedAtDeliberateClose(error) {
  if (error?.message !== 'Connection is closed.') return false;
  const firstFrame = (error.stack ?? '').split('\n').find((line) => line.trim().startsWith('at '));
  return FLUSHED_BY_CLOSE_HANDLER.test(firstFrame ?? '');
}
