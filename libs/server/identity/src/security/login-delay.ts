/** Wrong passwords for one account from one address that cost nothing (typos happen). */
export const FREE_LOGIN_FAILURES = 5;
const FIRST_DELAY_SECONDS = 30;
const LONGEST_DELAY_SECONDS = 15 * 60;

/**
 * How long one address must wait before trying an account again after `failures` wrong passwords for it:
 * nothing for the first few, then 30 s, doubling with each further failure, at most 15 minutes. Only that
 * address waits: the owner elsewhere is not locked out (OWASP ASVS V2.2.1).
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(LONGEST_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_LOGIN_FAILURES));
}
