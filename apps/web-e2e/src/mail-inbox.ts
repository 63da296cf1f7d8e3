import { type CaughtEmail, listEmails } from '@kukur/dev-stack';
import { expect } from 'vitest';

/** Subjects of the account e-mails, as the notification templates write them. */
export const ACCOUNT_SUBJECTS = {
  verification: /^\d{6} is your Kukur Pasal verification code$/,
  passwordReset: 'Your Kukur Pasal password reset code',
  passwordChanged: 'Your Kukur Pasal password was changed',
  welcome: (name: string) => `Welcome to Kukur Pasal, ${name}!`,
} as const;

/** Subjects of the newsletter's e-mails (double opt-in). */
export const NEWSLETTER_SUBJECTS = {
  confirm: 'Please confirm your Kukur Pasal newsletter subscription',
  welcome: 'Welcome to the Kukur Pasal newsletter',
} as const;

/** The first link to `path` with a `token` in the e-mail's text part, e.g. /newsletter/confirm or /unsubscribe. */
export function tokenLinkIn(mail: CaughtEmail, path: string): string {
  const escaped = path.replace(/[/.]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s]+${escaped}\\?token=[\\w.-]+`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No ${path} link in the e-mail "${mail.subject}"`);
  return link;
}

function subjectMatches(subject: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? subject === expected : expected.test(subject);
}

/** Waits until the mail catcher holds an e-mail to `to` with that subject (exact text or pattern); returns the newest. */
export async function waitForEmail(
  mailUrl: string,
  to: string,
  subject: string | RegExp,
  timeout = 20_000,
): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await listEmails(mailUrl);
        found = mails
          .filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()))
          .filter((mail) => subjectMatches(mail.subject, subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout, message: `an e-mail to ${to} with the subject ${String(subject)}` },
    )
    .toBe(true);
  if (!found) throw new Error(`No e-mail to ${to} with the subject ${String(subject)}`);
  return found;
}

/** An e-mail exactly as it travelled (headers and every part, the calendar invite included). */
export async function rawEmail(mailUrl: string, mail: CaughtEmail): Promise<string> {
  const response = await fetch(new URL(`/email/${mail.id}/source`, mailUrl));
  if (!response.ok) throw new Error(`GET /email/${mail.id}/source answered ${response.status}`);
  return response.text();
}

/** The 6-digit code of a verification or reset e-mail: the templates put it on a line of its own. */
export function codeIn(mail: CaughtEmail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${mail.subject}"`);
  return code;
}
