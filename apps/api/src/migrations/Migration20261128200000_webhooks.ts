import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks: the endpoints integrations registered (the signing secret sealed with AUTH_SECRET), one delivery
 * per event and endpoint (unique, so an event relayed twice is delivered once), and every attempt of each.
 */
export class Migration20261128200000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoint (
        id uuid primary key,
        url text not null constraint webhook_endpoint_http_url check (url ~ '^https?://'),
        description varchar(200) not null default '',
        event_types text[] not null default '{}',
        active boolean not null default true,
        secret_sealed text not null,
        contact_email varchar(254) not null,
        paused_at timestamptz null,
        paused_reason text null,
        consecutive_failures int not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table webhook_delivery (
        id uuid primary key,
        endpoint_id uuid not null references webhook_endpoint (id) on delete cascade,
        event_id varchar(64) not null,
        event_type varchar(60) not null,
        body text not null,
        status varchar(12) not null default 'pending'
          constraint webhook_delivery_status check (status in ('pending', 'delivered', 'failed')),
        attempts int not null default 0,
        last_status_code int null,
        last_error text null,
        last_attempt_at timestamptz null,
        delivered_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint webhook_delivery_endpoint_event_unique unique (endpoint_id, event_id)
      );`);
    this.addSql(
      'create index webhook_delivery_endpoint_created_idx on webhook_delivery (endpoint_id, created_at desc);',
    );
    this.addSql(`
      create table webhook_delivery_attempt (
        id uuid primary key,
        delivery_id uuid not null references webhook_delivery (id) on delete cascade,
        attempted_at timestamptz not null,
        status_code int null,
        error text null,
        duration_ms int not null
      );`);
    this.addSql(
      'create index webhook_delivery_attempt_delivery_idx on webhook_delivery_attempt (delivery_id, attempted_at);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists webhook_delivery_attempt;');
    this.addSql('drop table if exists webhook_delivery;');
    this.addSql('drop table if exists webhook_endpoint;');
  }
}
