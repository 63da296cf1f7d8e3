import { randomUUID } from 'node:crypto';
import { ACCOUNT_SUBJECTS, codeIn, NEWSLETTER_SUBJECTS, tokenLinkIn, waitForEmail } from './mail-inbox';

/** A customer's signup details. */
export interface Customer {
  name: string;
  email: string;
  password: string;
}

/** A fresh address per journey: the server limits code e-mails per address (one a minute, five an hour). */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function postJson(shopUrl: string, path: string, body: object): Promise<void> {
  const response = await fetch(new URL(path, shopUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
}

/** Logs in through the API; answers the access token. */
export async function apiLogin(
  shopUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(new URL('/api/user/login', shopUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok)
    throw new Error(`POST /api/user/login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a customer through the API as the signup screens do: code by e-mail, code checked, account. */
export async function createCustomer(shopUrl: string, mailUrl: string, customer: Customer): Promise<void> {
  const { email } = customer;
  await postJson(shopUrl, '/api/otp/send-otp', { email, purpose: 'verification' });
  const otp = codeIn(await waitForEmail(mailUrl, email, ACCOUNT_SUBJECTS.verification));
  await postJson(shopUrl, '/api/otp/verify-otp', { email, otp, purpose: 'verification' });
  await postJson(shopUrl, '/api/user/signup', customer);
}

/** Subscribes `email` to the newsletter and confirms it from the e-mail's link (double opt-in), through the API. */
export async function confirmedSubscriber(shopUrl: string, mailUrl: string, email: string): Promise<void> {
  await postJson(shopUrl, '/api/newsletter/subscribe', { email });
  const link = new URL(
    tokenLinkIn(await waitForEmail(mailUrl, email, NEWSLETTER_SUBJECTS.confirm), '/newsletter/confirm'),
  );
  const token = link.searchParams.get('token')!;
  await postJson(shopUrl, `/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {});
}
