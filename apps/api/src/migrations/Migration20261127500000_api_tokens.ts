import { Migration } from '@mikro-orm/migrations';

/** Named, scoped API tokens for integrations; only the secret's hash is stored. */
export class Migration20261127500000_api_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table api_token (
        id uuid primary key,
        name varchar(80) not null constraint api_token_name_not_blank check (btrim(name) <> ''),
        scopes text[] not null constraint api_token_has_scopes check (cardinality(scopes) > 0),
        secret_hash char(64) not null unique,
        secret_start varchar(12) not null,
        created_by uuid not null references app_user (id),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz null,
        last_used_at timestamptz null
      );`);
    this.addSql('create index api_token_created_idx on api_token (created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists api_token;');
  }
}
