import { Migration } from '@mikro-orm/migrations';

/**
 * Order admission in one round trip: takes the customer's transaction-scoped lock, then counts the customer's
 * unpaid and open orders. A VOLATILE function takes a new snapshot for each of its statements, so the counts
 * see the orders committed while the lock was awaited (one plain statement would count from its snapshot
 * taken before the wait).
 */
export class Migration20261129100000_order_admission extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function lock_and_count_customer_orders(
        customer uuid, money_received text[], out unpaid int, out open int
      ) language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock(hashtextextended('placing-order:' || customer::text, 0));
        select count(*) filter (where o.status = 'Pending' and o.payment_status <> all(money_received))::int,
               count(*) filter (where o.status <> 'Cancelled')::int
          into unpaid, open
          from customer_order o
         where o.user_id = customer;
      end
      $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists lock_and_count_customer_orders(uuid, text[]);');
  }
}
