import { Migration } from '@mikro-orm/migrations';

/**
 * Committed product changes notify the channel `product_changed` (once per statement; PostgreSQL delivers at
 * commit), so each API's search index knows when to look for changes instead of asking before every search.
 */
export class Migration20261127700000_product_change_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_product_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('product_changed', '');
        return null;
      end
      $$;
    `);
    this.addSql(`
      create trigger product_changed_notify after insert or update or delete on product
        for each statement execute function notify_product_changed();
    `);
    this.addSql(`
      create trigger product_truncated_notify after truncate on product
        for each statement execute function notify_product_changed();
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_truncated_notify on product;');
    this.addSql('drop trigger if exists product_changed_notify on product;');
    this.addSql('drop function if exists notify_product_changed();');
  }
}
