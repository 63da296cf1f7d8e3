import { Migration } from '@mikro-orm/migrations';

/**
 * The back office: the admin's activity feed (projected from domain events by the worker), and an e-mail
 * log that also keeps the e-mails that could not be sent, with what they were about.
 */
export class Migration20261123100000_back_office extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table dashboard_activity (
        id uuid primary key,
        type varchar(10) not null check (type in ('order', 'customer', 'booking', 'other')),
        event_type varchar(80) not null,
        message varchar(300) not null,
        customer varchar(100) null,
        amount numeric(12,2) null,
        status varchar(20) null,
        reference_id uuid null,
        occurred_at timestamptz not null,
        projected_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index dashboard_activity_recent_idx on dashboard_activity (occurred_at desc, id desc);',
    );

    this.addSql(`
      alter table sent_email
        add column status varchar(10) not null default 'sent' check (status in ('sent', 'failed')),
        add column subject varchar(300) null,
        add column event_type varchar(80) null,
        add column outbox_id uuid null,
        add column order_id uuid null,
        add column booking_id uuid null,
        add column attempts integer not null default 1,
        add column last_error varchar(500) null,
        add column updated_at timestamptz not null default now();`);
    this.addSql('alter table sent_email alter column sent_at drop not null;');
    this.addSql('create index sent_email_recent_idx on sent_email (updated_at desc);');
    this.addSql('create index sent_email_recipient_idx on sent_email (lower(recipient));');
    this.addSql('create index sent_email_order_idx on sent_email (order_id) where order_id is not null;');
    this.addSql(
      'create index sent_email_booking_idx on sent_email (booking_id) where booking_id is not null;',
    );
    this.addSql('create index sent_email_outbox_idx on sent_email (outbox_id) where outbox_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists dashboard_activity;');
    this.addSql(`
      alter table sent_email
        drop column status, drop column subject, drop column event_type, drop column outbox_id,
        drop column order_id, drop column booking_id, drop column attempts, drop column last_error,
        drop column updated_at;`);
  }
}
