import { randomInt } from 'node:crypto';

// Khalti's pidx and transaction ids look like shortuuid values: 22 characters of this 57-letter alphabet.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A random 22-character id like Khalti's `pidx` and `transaction_id` (e.g. "bZQLD9wRVWo4CdESSfuSsB"). */
export function khaltiId(): string {
  let id = '';
  for (let i = 0; i < 22; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** Formats an instant the way Khalti writes `expires_at`: Nepal time, microseconds ("2023-05-25T16:26:16.471000+05:45"). */
export function nepalTimestamp(ms: number): string {
  const offsetMinutes = 5 * 60 + 45;
  const shifted = new Date(ms + offsetMinutes * 60_000).toISOString(); // "...T10:40:16.471Z" read as Nepal time
  return `${shifted.slice(0, 23)}000+05:45`;
}
