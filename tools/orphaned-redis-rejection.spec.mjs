import { describe, expect, it } from 'vitest';
import { isOrphanedAtDeliberateClose } from './orphaned-redis-rejection.mjs';

const flushedAtClose = [
  'Error: Connection is closed.',
  '    at close (/ci/node_modules/ioredis/built/redis/event_handler.js:214:25)',
  '    at Socket.<anonymous> (/ci/node_modules/ioredis/built/redis/event_handler.js:181:20)',
  '    at Socket.emit (node:events:526:24)',
].join('\n');

const sentAfterClose = [
  'Error: Connection is closed.',
  '    at Redis.sendCommand (/ci/node_modules/ioredis/built/Redis.js:389:32)',
  '    at RateLimiter.hit (/ci/libs/server/kernel/src/security/rate-limiter.ts:40:18)',
].join('\n');

describe('isOrphanedAtDeliberateClose', () => {
  it('recognises a command flushed by the close handler of a connection closed on purpose', () => {
    expect(isOrphanedAtDeliberateClose({ message: 'Connection is closed.', stack: flushedAtClose })).toBe(
      true,
    );
  });

  it('keeps a command sent after the close, whose caller is on the stack', () => {
    expect(isOrphanedAtDeliberateClose({ message: 'Connection is closed.', stack: sentAfterClose })).toBe(
      false,
    );
  });

  it('keeps every other error, also one thrown from the same place', () => {
    const otherMessage = flushedAtClose.replace('Connection is closed.', 'read ECONNRESET');
    expect(isOrphanedAtDeliberateClose({ message: 'read ECONNRESET', stack: otherMessage })).toBe(false);
    expect(isOrphanedAtDeliberateClose({ message: 'Connection is closed.' })).toBe(false);
    expect(isOrphanedAtDeliberateClose(undefined)).toBe(false);
  });
});
