import { Migration } from '@mikro-orm/migrations';

/**
 * A stock change no longer rewrites every index of its product. The btree index on `change_xid`
 * (Migration20261127300000_product_change_marks) made each update change an indexed column, so PostgreSQL could
 * not update the row in place (HOT): every order wrote a new entry into each of the product's indexes for each
 * product it took. A BRIN index is a summarizing one, which PostgreSQL 16 and later keep up to date without
 * giving up HOT. BRIN has no operator class for xid8, so the mark is kept as a bigint (an xid8 is a 64-bit
 * transaction id that never wraps). One page per range and the summaries are widened at every write, so the
 * search index's look ("changed since this transaction id") reads only the pages where something changed.
 * The fillfactor leaves room on each page for the new versions of its rows.
 */
export class Migration20261129600000_product_change_marks_brin extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists product_change_xid_idx;');
    this.addSql('alter table product alter column change_xid drop default;');
    this.addSql('alter table product alter column change_xid type bigint using change_xid::text::bigint;');
    this.addSql(
      'alter table product alter column change_xid set default pg_current_xact_id()::text::bigint;',
    );
    this.addSql(`
      create or replace function mark_product_change() returns trigger language plpgsql as $$
      begin
        new.change_xid := pg_current_xact_id()::text::bigint;
        return new;
      end
      $$;
    `);
    this.addSql('alter table product set (fillfactor = 90);');
    this.addSql(
      'create index product_change_xid_idx on product using brin (change_xid) with (pages_per_range = 1, autosummarize = on);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists product_change_xid_idx;');
    this.addSql('alter table product reset (fillfactor);');
    this.addSql('alter table product alter column change_xid drop default;');
    this.addSql('alter table product alter column change_xid type xid8 using change_xid::text::xid8;');
    this.addSql('alter table product alter column change_xid set default pg_current_xact_id();');
    this.addSql(`
      create or replace function mark_product_change() returns trigger language plpgsql as $$
      begin
        new.change_xid := pg_current_xact_id();
        return new;
      end
      $$;
    `);
    this.addSql('create index product_change_xid_idx on product (change_xid);');
  }
}
