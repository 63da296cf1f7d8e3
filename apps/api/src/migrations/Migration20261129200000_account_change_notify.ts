import { Migration } from '@mikro-orm/migrations';

/**
 * Committed changes that can end an access token notify the channel `account_changed` with the account's id
 * (or '*' for a truncate), so each API's memory of checked tokens (SessionCheckCache) forgets them: an
 * account's token version, deletion, role, name or e-mail changing or the account deleted, and a login
 * session revoked or deleted.
 */
export class Migration20261129200000_account_change_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_account_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('account_changed', '*');
        elsif tg_table_name = 'app_user' then
          perform pg_notify('account_changed', old.id::text);
        else
          perform pg_notify('account_changed', old.user_id::text);
        end if;
        return null;
      end
      $$;
    `);
    this.addSql(`
      create trigger app_user_account_changed_notify after update on app_user
        for each row
        when (old.token_version is distinct from new.token_version
              or old.deleted_at is distinct from new.deleted_at
              or old.role is distinct from new.role
              or old.name is distinct from new.name
              or old.email is distinct from new.email)
        execute function notify_account_changed();
    `);
    this.addSql(`
      create trigger app_user_account_deleted_notify after delete on app_user
        for each row execute function notify_account_changed();
    `);
    this.addSql(`
      create trigger refresh_token_revoked_notify after update on refresh_token
        for each row when (old.revoked_at is distinct from new.revoked_at)
        execute function notify_account_changed();
    `);
    this.addSql(`
      create trigger refresh_token_deleted_notify after delete on refresh_token
        for each row execute function notify_account_changed();
    `);
    for (const table of ['app_user', 'refresh_token']) {
      this.addSql(`
        create trigger ${table}_truncated_notify after truncate on ${table}
          for each statement execute function notify_account_changed();
      `);
    }
  }

  override async down(): Promise<void> {
    for (const [table, trigger] of [
      ['app_user', 'app_user_account_changed_notify'],
      ['app_user', 'app_user_account_deleted_notify'],
      ['app_user', 'app_user_truncated_notify'],
      ['refresh_token', 'refresh_token_revoked_notify'],
      ['refresh_token', 'refresh_token_deleted_notify'],
      ['refresh_token', 'refresh_token_truncated_notify'],
    ]) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
    }
    this.addSql('drop function if exists notify_account_changed();');
  }
}
