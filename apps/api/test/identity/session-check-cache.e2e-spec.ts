import { Client } from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';
import { waitFor } from '../support/wait-for';

/** The claims of an access token (the login session is `sid`). */
function claimsOf(account: TestAccount): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString());
}

describe('the access-token check remembers what the database said until the account or session changes', () => {
  let api: TestApi;
  /** Another process's connection: its commits reach the API only by notification. */
  let elsewhere: Client;
  let checks = 0;
  const countCheck = (query: { sql?: string }) => {
    if (query.sql?.includes('token_version as "tokenVersion"')) checks += 1;
  };
  const me = (account: TestAccount) => request(api.http).get('/api/user/me').set(bearer(account));

  /** Waits until a request with the token is answered without asking the database. */
  async function remembered(account: TestAccount): Promise<void> {
    await waitFor(async () => {
      const before = checks;
      await me(account).expect(200);
      return checks === before;
    }, 'the session check answered from memory');
  }

  beforeAll(async () => {
    api = await startTestApi();
    api.orm.em.getConnection().getKnex().on('query', countCheck);
    elsewhere = new Client({ connectionString: api.config.DATABASE_URL });
    await elsewhere.connect();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(async () => {
    await elsewhere.end();
    await api.close();
  });

  it('asks the database for a new session, then answers from memory', async () => {
    const account = await signUp(api);
    const before = checks;
    await me(account).expect(200);
    expect(checks).toBe(before + 1);
    await remembered(account);
  });

  it('ends the token within moments when another process revokes its login session', async () => {
    const account = await signUp(api);
    await remembered(account);
    await elsewhere.query('update refresh_token set revoked_at = now() where family_id = $1', [
      claimsOf(account).sid,
    ]);
    await waitFor(async () => (await me(account)).status === 401, 'the revoked session refused');
  });

  it('ends the token within moments when another process resets the password or deletes the account', async () => {
    const reset = await signUp(api);
    const deleted = await signUp(api);
    await remembered(reset);
    await remembered(deleted);
    await elsewhere.query('update app_user set token_version = token_version + 1 where id = $1', [
      claimsOf(reset).sub,
    ]);
    await elsewhere.query('update app_user set deleted_at = now() where id = $1', [claimsOf(deleted).sub]);
    await waitFor(async () => (await me(reset)).status === 401, 'the old token version refused');
    await waitFor(async () => (await me(deleted)).status === 401, 'the deleted account refused');
  });

  it('keeps other accounts remembered when one changes, and shows a changed name at once after', async () => {
    const changed = await signUp(api, { name: 'Sita Sharma' });
    const other = await signUp(api);
    await remembered(changed);
    await remembered(other);
    await elsewhere.query(`update app_user set name = 'Sita Thapa' where id = $1`, [claimsOf(changed).sub]);
    await waitFor(
      async () => (await me(changed).expect(200)).body.name === 'Sita Thapa',
      'the new name shown',
    );
    const before = checks;
    await me(other).expect(200);
    expect(checks).toBe(before);
  });

  it('logging out in this process ends the token for the very next request', async () => {
    const account = await signUp(api);
    await remembered(account);
    await request(api.http).post('/api/auth/logout').set('Cookie', account.refreshCookie).expect(204);
    await me(account).expect(401);
  });
});
