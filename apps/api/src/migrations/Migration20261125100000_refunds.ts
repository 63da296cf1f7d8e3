import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds: what became of a completed payment's money (Khalti refund requested, done or failed; cash owed
 * back), and the order's projection of it (payment status with the refund states, and the Rs refunded).
 */
export class Migration20261125100000_refunds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table payment
        add column refund_state varchar(20) null
          constraint payment_refund_state_known
          check (refund_state in ('requested', 'refunded', 'partially-refunded', 'failed', 'cash-due', 'cash-settled')),
        add column refunded_paisa integer not null default 0
          constraint payment_refund_within_amount check (refunded_paisa >= 0 and refunded_paisa <= amount_paisa),
        add column refund_requested_at timestamptz null,
        add column refund_attempts integer not null default 0,
        add column refund_attempted_at timestamptz null,
        add column refunded_at timestamptz null,
        add column refund_failure_reason varchar(300) null;`);
    // A lookup that found a payment already refunded used to leave it 'refunded': its money did come in.
    this.addSql(`
      update payment p set status = 'completed', refund_state = 'refunded', refunded_paisa = amount_paisa
       where status = 'refunded'
         and not exists (select 1 from payment o where o.order_id = p.order_id and o.status = 'completed');`);
    this.addSql(
      `update payment set status = 'failed', failure_reason = 'Refunded at Khalti' where status = 'refunded';`,
    );
    this.addSql('alter table payment drop constraint payment_status_known;');
    this.addSql(`
      alter table payment add constraint payment_status_known
        check (status in ('initiated', 'pending', 'completed', 'canceled', 'expired', 'failed'));`);
    // The refund job and the reconciliation look for refunds not finished yet.
    this.addSql(
      `create index payment_refund_open_idx on payment (refund_requested_at) where refund_state = 'requested';`,
    );

    this.addSql('alter table customer_order alter column payment_status type varchar(20);');
    this.addSql('alter table customer_order drop constraint customer_order_payment_status_known;');
    this.addSql(`
      alter table customer_order add constraint customer_order_payment_status_known
        check (payment_status in ('pending', 'paid', 'failed', 'refund-pending', 'refund-failed', 'refund-due',
                                  'partially-refunded', 'refunded'));`);
    this.addSql(`
      alter table customer_order add column refunded numeric(12,2) not null default 0
        constraint customer_order_refund_within_total check (refunded >= 0 and refunded <= total);`);
    this.addSql(`update customer_order set refunded = total where payment_status = 'refunded';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table customer_order drop column refunded;');
    this.addSql('alter table customer_order drop constraint customer_order_payment_status_known;');
    this.addSql(`
      update customer_order set payment_status = case
        when payment_status in ('refund-pending', 'refund-failed', 'refund-due', 'partially-refunded') then 'paid'
        else payment_status end;`);
    this.addSql(`
      alter table customer_order add constraint customer_order_payment_status_known
        check (payment_status in ('pending', 'paid', 'failed', 'refunded'));`);
    this.addSql('alter table customer_order alter column payment_status type varchar(10);');
    this.addSql('drop index if exists payment_refund_open_idx;');
    this.addSql('alter table payment drop constraint payment_status_known;');
    this.addSql(
      `update payment set status = 'refunded' where refund_state in ('refunded', 'partially-refunded');`,
    );
    this.addSql(`
      alter table payment add constraint payment_status_known
        check (status in ('initiated', 'pending', 'completed', 'canceled', 'expired', 'failed', 'refunded'));`);
    this.addSql(`
      alter table payment drop column refund_failure_reason, drop column refunded_at,
        drop column refund_attempted_at, drop column refund_attempts, drop column refund_requested_at,
        drop column refunded_paisa, drop column refund_state;`);
  }
}
