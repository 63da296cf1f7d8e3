import { Client } from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

/** The claims of an access token (the login session is `sid`). */
function claimsOf(account: TestAccount): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString());
}

describe('the access-token check sees a change to the account or session at the very next request', () => {
  let api: TestApi;
  /** Another process's connection: what it commits, this API learns of only from the database. */
  let elsewhere: Client;
  const me = (account: TestAccount) => request(api.http).get('/api/user/me').set(bearer(account));

  beforeAll(async () => {
    api = await startTestApi();
    elsewhere = new Client({ connectionString: api.config.DATABASE_URL });
    await elsewhere.connect();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(async () => {
    await elsewhere.end();
    await api.close();
  });

  it('refuses the token once another process revokes its login session', async () => {
    const account = await signUp(api);
    await me(account).expect(200);
    await elsewhere.query('update refresh_token set revoked_at = now() where family_id = $1', [
      claimsOf(account).sid,
    ]);
    await me(account).expect(401);
  });

  it('refuses the token once another process resets the password or deletes the account', async () => {
    const reset = await signUp(api);
    const deleted = await signUp(api);
    await me(reset).expect(200);
    await me(deleted).expect(200);
    await elsewhere.query('update app_user set token_version = token_version + 1 where id = $1', [
      claimsOf(reset).sub,
    ]);
    await elsewhere.query('update app_user set deleted_at = now() where id = $1', [claimsOf(deleted).sub]);
    await me(reset).expect(401);
    await me(deleted).expect(401);
  });

  it('shows a name changed by another process at the next request, and leaves other accounts as they were', async () => {
    const changed = await signUp(api, { name: 'Sita Sharma' });
    const other = await signUp(api, { name: 'Ram Karki' });
    await me(changed).expect(200);
    await elsewhere.query(`update app_user set name = 'Sita Thapa' where id = $1`, [claimsOf(changed).sub]);
    await me(changed).expect(200, /"name":"Sita Thapa"/);
    await me(other).expect(200, /"name":"Ram Karki"/);
  });

  it('logging out in this process ends the token for the very next request', async () => {
    const account = await signUp(api);
    await me(account).expect(200);
    await request(api.http).post('/api/auth/logout').set('Cookie', account.refreshCookie).expect(204);
    await me(account).expect(401);
  });
});
