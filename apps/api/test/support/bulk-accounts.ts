import { deriveKey } from '@kukur/server-kernel';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import type { TestAccount } from './accounts';
import type { TestApi } from './test-api';

/**
 * Many verified customer accounts at once, written straight to the database, each with an access token
 * signed as the API signs them: for tests about many buyers, not about signing up (200 sign-ups through
 * the API would meet the per-IP limits, by design).
 */
export async function signUpMany(api: TestApi, count: number): Promise<TestAccount[]> {
  const accounts = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: `Buyer ${index + 1}`,
    email: `buyer.${index + 1}.${randomUUID().slice(0, 8)}@example.com`,
  }));
  await api.orm.em.getConnection().execute(
    `insert into app_user (id, email, name, email_verified)
     select (a->>'id')::uuid, a->>'email', a->>'name', true from jsonb_array_elements(?::jsonb) a`,
    [JSON.stringify(accounts)],
  );
  const key = deriveKey(api.config.AUTH_SECRET, 'access-token').toString('hex');
  return accounts.map((account) => ({
    ...account,
    password: '',
    refreshCookie: '',
    token: jwt.sign({ sub: account.id, role: 'user', ver: 0 }, key, { algorithm: 'HS256', expiresIn: 900 }),
  }));
}
