import { Migration } from '@mikro-orm/migrations';

/** Accounts, one-time codes and refresh tokens. */
export class Migration20261122100000_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table app_user (
        id uuid primary key,
        email varchar(254) not null constraint app_user_email_normalised check (email = lower(btrim(email))),
        name varchar(100) not null constraint app_user_name_not_blank check (btrim(name) <> ''),
        password_hash text null,
        role varchar(10) not null default 'user' constraint app_user_role_known check (role in ('user', 'admin')),
        phone_number varchar(20) null,
        city varchar(60) null,
        colony varchar(120) null,
        email_verified boolean not null default false,
        google_subject varchar(255) null,
        token_version integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz null
      );`);
    // One live account per address and per Google account; deleted accounts keep theirs for the records.
    this.addSql(
      'create unique index app_user_email_active_unique on app_user (email) where deleted_at is null;',
    );
    this.addSql(
      'create unique index app_user_google_subject_unique on app_user (google_subject) where deleted_at is null;',
    );
    this.addSql(
      'create index app_user_customers_idx on app_user (created_at desc) where deleted_at is null;',
    );

    this.addSql(`
      create table otp_code (
        id uuid primary key,
        email varchar(254) not null,
        purpose varchar(20) not null constraint otp_code_purpose_known check (purpose in ('verification', 'password_reset')),
        code_hash varchar(64) not null,
        expires_at timestamptz not null,
        attempts smallint not null default 0 constraint otp_code_attempts_non_negative check (attempts >= 0),
        verified_at timestamptz null,
        consumed_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint otp_code_email_purpose_unique unique (email, purpose)
      );`);

    this.addSql(`
      create table refresh_token (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade,
        family_id uuid not null,
        token_hash varchar(64) not null constraint refresh_token_token_hash_unique unique,
        expires_at timestamptz not null,
        created_at timestamptz not null default now(),
        used_at timestamptz null,
        revoked_at timestamptz null
      );`);
    this.addSql('create index refresh_token_family_idx on refresh_token (family_id);');
    this.addSql(
      'create index refresh_token_user_live_idx on refresh_token (user_id) where revoked_at is null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists refresh_token;');
    this.addSql('drop table if exists otp_code;');
    this.addSql('drop table if exists app_user;');
  }
}
