import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-11-23T12:00:00');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('how long ago an activity happened (spec section 9)', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [29 * 86400, '29 days ago'],
  ])('%i s ago reads %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('gives the day (the shop’s date format) from 30 days on, Upcoming for the future, Unknown time for nonsense', () => {
    expect(relativeTime('2026-09-05T10:00:00.000Z', NOW)).toBe('5 Sep 2026');
    expect(relativeTime(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe('Upcoming');
    expect(relativeTime('not a date', NOW)).toBe('Unknown time');
  });
});
