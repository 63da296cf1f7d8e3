import { describe, expect, it } from 'vitest';
import { FlakyMailboxes } from './flaky-mailboxes';

describe('flaky mailboxes of the mail catcher', () => {
  it('refuse an address with +failN its first N deliveries, then accept it', () => {
    const mailboxes = new FlakyMailboxes();
    const refusals = Array.from({ length: 4 }, () => mailboxes.check('Gita+fail3@example.com'));
    expect(refusals.slice(0, 3).every((error) => error?.message.includes('rehearsed failure'))).toBe(true);
    expect(refusals[3]).toBeNull();
    expect((refusals[0] as Error & { responseCode: number }).responseCode).toBe(450);
  });

  it('accept every other address', () => {
    expect(new FlakyMailboxes().check('gita@example.com')).toBeNull();
    expect(new FlakyMailboxes().check('gita+news@example.com')).toBeNull();
  });
});
