import { Migration } from '@mikro-orm/migrations';

/**
 * The API's in-memory search index follows the product table by asking "what changed since I last looked"
 * before each search: every inserted or updated product row carries the id of the transaction that wrote it
 * (`change_xid`), and a snapshot's xmin says which transactions were certainly finished. Removing rows
 * (delete, truncate: tests and data repairs, the shop itself only hides products) bumps `catalogue_epoch`,
 * which makes the index load everything again.
 *
 * The database no longer searches product text, so its search vector (recomputed on every stock change) and
 * the name trigram index go.
 */
export class Migration20261127300000_product_change_marks extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists product_name_trgm_idx;');
    this.addSql('drop index if exists product_search_vector_idx;');
    this.addSql('alter table product drop column if exists search_vector;');
    this.addSql('alter table product add column change_xid xid8 not null default pg_current_xact_id();');
    this.addSql('create index product_change_xid_idx on product (change_xid);');
    this.addSql(`
      create or replace function mark_product_change() returns trigger language plpgsql as $$
      begin
        new.change_xid := pg_current_xact_id();
        return new;
      end
      $$;
    `);
    this.addSql(`
      create trigger product_change_mark before update on product
        for each row execute function mark_product_change();
    `);
    this.addSql('create table catalogue_epoch (epoch bigint not null);');
    this.addSql('insert into catalogue_epoch (epoch) values (1);');
    this.addSql(`
      create or replace function bump_catalogue_epoch() returns trigger language plpgsql as $$
      begin
        update catalogue_epoch set epoch = epoch + 1;
        return null;
      end
      $$;
    `);
    this.addSql(`
      create trigger product_removal_epoch after delete or truncate on product
        for each statement execute function bump_catalogue_epoch();
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_removal_epoch on product;');
    this.addSql('drop function if exists bump_catalogue_epoch();');
    this.addSql('drop table if exists catalogue_epoch;');
    this.addSql('drop trigger if exists product_change_mark on product;');
    this.addSql('drop function if exists mark_product_change();');
    this.addSql('drop index if exists product_change_xid_idx;');
    this.addSql('alter table product drop column if exists change_xid;');
    this.addSql(`
      alter table product add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')
      ) stored;`);
    this.addSql('create index product_search_vector_idx on product using gin (search_vector);');
    this.addSql('create index product_name_trgm_idx on product using gin (lower(name) gin_trgm_ops);');
  }
}
