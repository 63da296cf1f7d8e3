import { Migration } from '@mikro-orm/migrations';

/**
 * Committed outbox rows notify the channel `outbox_message` (once per inserting statement; PostgreSQL
 * delivers notifications at commit), so the worker's relay moves them to their queues at once.
 */
export class Migration20261126400000_outbox_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_outbox_message() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_message', '');
        return null;
      end
      $$;
    `);
    this.addSql(`
      create trigger outbox_message_notify after insert on outbox_message
        for each statement execute function notify_outbox_message();
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists outbox_message_notify on outbox_message;');
    this.addSql('drop function if exists notify_outbox_message();');
  }
}
