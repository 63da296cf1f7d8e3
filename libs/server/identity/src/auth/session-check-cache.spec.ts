import { describe, expect, it } from 'vitest';
import { mayEndSessions } from './session-check-cache';

describe('which statements of this process may end sessions', () => {
  it.each([
    'update "app_user" set "token_version" = 3 where "id" = \'u1\'',
    "update app_user set deleted_at = now(), email = 'x' where id = $1",
    'update "app_user" set "role" = \'admin\' where "id" = \'u1\'',
    'update "app_user" set "name" = \'Sita\' where "id" = \'u1\'',
    'update refresh_token set revoked_at = now() where family_id = $1 and revoked_at is null',
    'delete from "refresh_token" where "expires_at" < now()',
    'delete from app_user where id = $1',
    'truncate table "app_user" cascade',
  ])('%s', (sql) => {
    expect(mayEndSessions(sql)).toBe(true);
  });

  it.each([
    // A refresh token's rotation, a login's bookkeeping, new accounts and sessions: no session ends.
    'update "refresh_token" set "used_at" = \'2026-11-26T10:00:00.000Z\' where "id" = \'r1\'',
    'update "app_user" set "email_verified" = true, "updated_at" = now() where "id" = \'u1\'',
    'insert into "refresh_token" ("id", "user_id", "family_id") values (\'r1\', \'u1\', \'f1\')',
    'insert into "app_user" ("id", "email", "name") values (\'u1\', \'a@b.c\', \'Sita\')',
    'update "customer_order" set "customer_name" = \'Sita\' where "user_id" = \'u1\'',
    'select u.id, u.email, u.name from app_user u where u.id = $1',
    'update app_user_preferences set name = 1',
  ])('not %s', (sql) => {
    expect(mayEndSessions(sql)).toBe(false);
  });
});
