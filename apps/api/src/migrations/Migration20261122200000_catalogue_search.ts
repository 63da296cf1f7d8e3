import { Migration } from '@mikro-orm/migrations';

/** Full-text and typo-tolerant product search, customer reviews, and product announcements. */
export class Migration20261122200000_catalogue_search extends Migration {
  override async up(): Promise<void> {
    // Trusted since PostgreSQL 13: a database owner may create it without being a superuser.
    this.addSql('create extension if not exists pg_trgm;');
    // The name counts most; 'simple' keeps brand names whole ("pedigree"), 'english' stems ("chews" -> "chew").
    this.addSql(`
      alter table product add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')
      ) stored;`);
    this.addSql('create index product_search_vector_idx on product using gin (search_vector);');
    this.addSql('create index product_name_trgm_idx on product using gin (lower(name) gin_trgm_ops);');
    this.addSql('create index product_active_price_idx on product (price) where is_active;');

    this.addSql(`
      create table product_review (
        id uuid primary key,
        product_id uuid not null references product (id) on delete cascade,
        user_id uuid not null,
        user_name varchar(100) not null,
        text text not null constraint product_review_text_not_blank check (btrim(text) <> ''),
        rating smallint not null constraint product_review_rating_range check (rating between 1 and 5),
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index product_review_product_idx on product_review (product_id, created_at desc);');

    this.addSql(`
      create table announcement (
        id uuid primary key,
        product_id uuid not null,
        product_name varchar(200) not null,
        requested_by uuid not null,
        recipients integer not null constraint announcement_recipients_non_negative check (recipients >= 0),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table announcement_recipient (
        announcement_id uuid not null references announcement (id) on delete cascade,
        email varchar(254) not null,
        batch integer not null,
        status varchar(10) not null default 'pending'
          constraint announcement_recipient_status_known check (status in ('pending', 'sent', 'failed')),
        attempts smallint not null default 0,
        last_error varchar(300) null,
        updated_at timestamptz not null default now(),
        primary key (announcement_id, email)
      );`);
    this.addSql(
      'create index announcement_recipient_batch_idx on announcement_recipient (announcement_id, batch);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists announcement_recipient;');
    this.addSql('drop table if exists announcement;');
    this.addSql('drop table if exists product_review;');
    this.addSql('drop index if exists product_active_price_idx;');
    this.addSql('drop index if exists product_name_trgm_idx;');
    this.addSql('drop index if exists product_search_vector_idx;');
    this.addSql('alter table product drop column if exists search_vector;');
  }
}
