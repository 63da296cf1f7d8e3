import { Migration } from '@mikro-orm/migrations';

/** Payments (Khalti attempts and cash on delivery) and the payment references an order shows. */
export class Migration20261122400000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table customer_order add column payment_reference varchar(64) null;');
    this.addSql('alter table customer_order add column transaction_id varchar(64) null;');
    this.addSql('alter table customer_order add column paid_at timestamptz null;');
    this.addSql(`
      create table payment (
        id uuid primary key,
        order_id uuid not null references customer_order (id) on delete cascade,
        user_id uuid not null,
        method varchar(10) not null constraint payment_method_known check (method in ('khalti', 'cod')),
        pidx varchar(64) null constraint payment_pidx_unique unique,
        amount_paisa integer not null constraint payment_amount_positive check (amount_paisa > 0),
        status varchar(12) not null
          constraint payment_status_known check (status in ('initiated', 'pending', 'completed', 'canceled', 'expired', 'failed', 'refunded')),
        provider_status varchar(30) null,
        transaction_id varchar(64) null,
        failure_reason varchar(300) null,
        expires_at timestamptz null,
        completed_at timestamptz null,
        last_checked_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index payment_order_idx on payment (order_id, created_at desc);');
    this.addSql(
      `create index payment_open_idx on payment (created_at) where status in ('initiated', 'pending');`,
    );
    // At most one completed payment per order, whatever races happen.
    this.addSql(
      `create unique index payment_one_completed_per_order on payment (order_id) where status = 'completed';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists payment;');
    this.addSql('alter table customer_order drop column if exists paid_at;');
    this.addSql('alter table customer_order drop column if exists transaction_id;');
    this.addSql('alter table customer_order drop column if exists payment_reference;');
  }
}
