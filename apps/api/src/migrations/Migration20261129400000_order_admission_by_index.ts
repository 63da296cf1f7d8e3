import { Migration } from '@mikro-orm/migrations';

/**
 * Order admission that costs the same for a customer with five hundred past orders as for a new one. The
 * function of Migration20261129100000_order_admission counted all of the customer's orders at every order
 * placed; now the unpaid ones are counted among the customer's Pending orders only (a partial index, a handful
 * of rows under the ceiling), and the first-order offer asks only whether one order that is not cancelled
 * exists (the first the customer index gives, as a rule). Still one round trip, still under the customer's
 * lock, and still a new snapshot per statement (VOLATILE) so orders committed while the lock was awaited count.
 */
export class Migration20261129400000_order_admission_by_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index customer_order_pending_user_idx on customer_order (user_id) where status = 'Pending';`,
    );
    this.addSql('drop function if exists lock_and_count_customer_orders(uuid, text[]);');
    this.addSql(`
      create function admit_customer_order(
        customer uuid, money_received text[], out unpaid int, out has_open_order boolean
      ) language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock(hashtextextended('placing-order:' || customer::text, 0));
        select count(*)::int into unpaid
          from customer_order o
         where o.user_id = customer and o.status = 'Pending' and o.payment_status <> all(money_received);
        has_open_order := exists (
          select 1 from customer_order o where o.user_id = customer and o.status <> 'Cancelled'
        );
      end
      $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists admit_customer_order(uuid, text[]);');
    this.addSql(`
      create function lock_and_count_customer_orders(
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
    this.addSql('drop index if exists customer_order_pending_user_idx;');
  }
}
