import { Migration } from '@mikro-orm/migrations';

/** Orders, their lines and their history. */
export class Migration20261122300000_ordering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table customer_order (
        id uuid primary key,
        user_id uuid not null,
        user_email varchar(254) not null,
        customer_name varchar(100) not null,
        phone_number varchar(10) not null constraint customer_order_phone_digits check (phone_number ~ '^[0-9]{10}$'),
        city varchar(60) not null,
        colony varchar(120) not null,
        order_notes varchar(500) null,
        status varchar(12) not null default 'Pending'
          constraint customer_order_status_known check (status in ('Pending', 'Approved', 'Completed', 'Cancelled')),
        payment_method varchar(10) null constraint customer_order_payment_method_known check (payment_method in ('khalti', 'cod')),
        payment_status varchar(10) not null default 'pending'
          constraint customer_order_payment_status_known check (payment_status in ('pending', 'paid', 'failed', 'refunded')),
        total numeric(12,2) not null constraint customer_order_total_positive check (total > 0),
        hidden_from_customer boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index customer_order_user_idx on customer_order (user_id, created_at desc);');
    this.addSql('create index customer_order_created_idx on customer_order (created_at desc);');

    this.addSql(`
      create table order_item (
        id uuid primary key,
        order_id uuid not null references customer_order (id) on delete cascade,
        product_id uuid not null,
        name varchar(200) not null,
        image text null,
        unit_price numeric(12,2) not null constraint order_item_price_non_negative check (unit_price >= 0),
        quantity smallint not null constraint order_item_quantity_range check (quantity between 1 and 5),
        constraint order_item_one_line_per_product unique (order_id, product_id)
      );`);

    this.addSql(`
      create table order_history (
        id uuid primary key,
        order_id uuid not null references customer_order (id) on delete cascade,
        actor_id uuid null,
        actor_role varchar(10) not null,
        from_status varchar(12) null,
        to_status varchar(12) not null,
        note varchar(300) null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index order_history_order_idx on order_history (order_id, created_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_history;');
    this.addSql('drop table if exists order_item;');
    this.addSql('drop table if exists customer_order;');
  }
}
