import { Migration } from '@mikro-orm/migrations';

/** Products and vaccines, newsletter subscriptions, the outbox and the sent-e-mail ledger. */
export class Migration20261122000000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table product (
        id uuid primary key,
        slug varchar(120) not null constraint product_slug_unique unique,
        name varchar(200) not null,
        description text not null,
        category varchar(60) not null,
        kind varchar(20) not null default 'product' constraint product_kind_known check (kind in ('product', 'vaccine')),
        price numeric(12,2) not null constraint product_price_non_negative check (price >= 0),
        old_price numeric(12,2) null constraint product_old_price_non_negative check (old_price >= 0),
        discount smallint null constraint product_discount_percent check (discount between 0 and 100),
        is_new boolean not null default false,
        is_best_seller boolean not null default false,
        image text null,
        stock integer not null default 0 constraint product_stock_non_negative check (stock >= 0),
        rating double precision null constraint product_rating_range check (rating between 0 and 5),
        review_count integer not null default 0 constraint product_review_count_non_negative check (review_count >= 0),
        details text[] not null default '{}',
        ingredients text[] not null default '{}',
        recommended_for text[] not null default '{}',
        is_recommended boolean not null default false,
        is_core_vaccine boolean not null default false,
        schedule varchar(200) null,
        timing varchar(200) null,
        frequency varchar(200) null,
        pet_age varchar(200) null,
        follow_up varchar(200) null,
        is_active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index product_category_idx on product (category);');
    this.addSql('create index product_listing_idx on product (created_at desc, name) where is_active;');

    this.addSql(`
      create table newsletter_subscription (
        id uuid primary key,
        email varchar(254) not null constraint newsletter_subscription_email_unique unique
          constraint newsletter_subscription_email_normalised check (email = lower(btrim(email))),
        created_at timestamptz not null default now()
      );`);

    this.addSql(`
      create table outbox_message (
        id uuid primary key,
        type varchar(120) not null,
        payload jsonb not null,
        occurred_at timestamptz not null,
        created_at timestamptz not null default now(),
        published_at timestamptz null
      );`);
    this.addSql(
      'create index outbox_message_unpublished_idx on outbox_message (created_at) where published_at is null;',
    );

    this.addSql(`
      create table sent_email (
        key varchar(400) primary key,
        template varchar(80) not null,
        recipient varchar(254) not null,
        message_id varchar(300) null,
        sent_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists sent_email;');
    this.addSql('drop table if exists outbox_message;');
    this.addSql('drop table if exists newsletter_subscription;');
    this.addSql('drop table if exists product;');
  }
}
