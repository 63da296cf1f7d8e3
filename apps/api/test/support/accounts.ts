import { CommandBus } from '@nestjs/cqrs';
import type { OtpPurpose } from '@kukur/contracts';
import { EnsureAdminCommand, OTP_SEAL_PURPOSE } from '@kukur/server-identity';
import { RedisClient, SecretBox } from '@kukur/server-kernel';
import request from 'supertest';
import type { TestApi } from './test-api';

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  /** The access token. */
  token: string;
  /** `kp_refresh=...` as a Cookie header value. */
  refreshCookie: string;
}

let counter = 0;

/** A fresh address for each test, so tests do not share accounts or rate limits. */
export function newEmail(label = 'customer'): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@example.com`;
}

/** The refresh cookie a response set, as a Cookie header value (undefined when none was set). */
export function refreshCookieOf(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith('kp_refresh='));
  const pair = cookie?.split(';')[0];
  return pair && pair !== 'kp_refresh=' ? pair : undefined;
}

/** The last code e-mailed to `email` for `purpose`, opened from the outbox as the worker would. */
export async function codeSentTo(
  api: TestApi,
  email: string,
  purpose: OtpPurpose | 'login',
): Promise<string> {
  const rows = await api.orm.em.getConnection().execute<{ payload: { sealedCode: string } }[]>(
    `select payload from outbox_message
      where type = 'identity.otp-requested.v1' and payload->>'email' = ? and payload->>'purpose' = ?
      order by created_at desc limit 1`,
    [email.toLowerCase(), purpose],
  );
  if (!rows[0]) throw new Error(`No ${purpose} code was sent to ${email}`);
  return new SecretBox(api.config.AUTH_SECRET, OTP_SEAL_PURPOSE).open(rows[0].payload.sealedCode);
}

/** Forgets every rate-limit counter of this app (e.g. the 60 s resend cooldown between two sends). */
export async function clearRateLimits(api: TestApi): Promise<void> {
  const client = api.app.get(RedisClient);
  const keys = await client.redis.keys(`${client.keyPrefix}:rl:*`);
  if (keys.length > 0) await client.redis.del(...keys);
}

/** Asks for a code for `email` and enters it, as the customer would after reading the e-mail. */
export async function enterCodeFor(api: TestApi, email: string, purpose: OtpPurpose): Promise<void> {
  await request(api.http).post('/api/otp/send-otp').send({ email, purpose }).expect(200);
  const otp = await codeSentTo(api, email, purpose);
  await request(api.http).post('/api/otp/verify-otp').send({ email, otp, purpose }).expect(200);
}

/** Sends and enters a verification code for `email` (signup's first step). */
export function verifyAddress(api: TestApi, email: string): Promise<void> {
  return enterCodeFor(api, email, 'verification');
}

/** The whole reset flow: code, verification, new password. */
export async function resetPassword(api: TestApi, email: string, password: string): Promise<void> {
  await enterCodeFor(api, email, 'password_reset');
  await request(api.http).post('/api/user/reset-password').send({ email, password }).expect(200);
}

/** A customer account made through the real signup flow (check, code, verify, signup). */
export async function signUp(
  api: TestApi,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    marketingOptIn: boolean;
    preferredLanguage: string;
  }> = {},
): Promise<TestAccount> {
  const name = overrides.name ?? 'Sita Sharma';
  const email = overrides.email ?? newEmail();
  const password = overrides.password ?? 'secret1';
  await verifyAddress(api, email);
  const response = await request(api.http)
    .post('/api/user/signup')
    .send({
      name,
      email,
      password,
      marketingOptIn: overrides.marketingOptIn,
      preferredLanguage: overrides.preferredLanguage,
    })
    .expect(201);
  return {
    id: response.body.user.id,
    name,
    email,
    password,
    token: response.body.token,
    refreshCookie: refreshCookieOf(response)!,
  };
}

export function logIn(api: TestApi, email: string, password: string): request.Test {
  return request(api.http).post('/api/user/login').send({ email, password });
}

/** An admin account (as ADMIN_EMAIL/ADMIN_PASSWORD would make it), logged in. */
export async function anAdmin(api: TestApi): Promise<TestAccount> {
  const email = newEmail('admin');
  const password = 'Admin@2026';
  await api.app.get(CommandBus).execute(new EnsureAdminCommand(email, password, 'Shop Admin'));
  const response = await logIn(api, email, password);
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return {
    id: response.body.user.id,
    name: 'Shop Admin',
    email,
    password,
    token: response.body.token,
    refreshCookie: refreshCookieOf(response)!,
  };
}

export const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
