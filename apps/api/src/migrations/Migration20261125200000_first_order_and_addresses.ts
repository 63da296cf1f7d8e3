import { Migration } from '@mikro-orm/migrations';

/**
 * The first-order offer: every order keeps its subtotal, the discount it got and the rate, with
 * total = subtotal - discount. At most one order of a customer that is not cancelled carries the discount;
 * the unique partial index makes the database refuse a second one even if two orders race.
 * Saved delivery details stay on the account (phone, city, colony), now checked like an order's.
 */
export class Migration20261125200000_first_order_and_addresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table customer_order
        add column subtotal numeric(12,2) null,
        add column discount numeric(12,2) not null default 0
          constraint customer_order_discount_non_negative check (discount >= 0),
        add column discount_percent numeric(5,2) null
          constraint customer_order_discount_percent_range check (discount_percent > 0 and discount_percent <= 100);`);
    this.addSql('update customer_order set subtotal = total;');
    this.addSql(`
      alter table customer_order
        alter column subtotal set not null,
        add constraint customer_order_total_is_subtotal_less_discount check (total = subtotal - discount),
        add constraint customer_order_discount_has_rate check ((discount = 0) = (discount_percent is null));`);
    this.addSql(`
      create unique index customer_order_one_first_order_discount on customer_order (user_id)
        where discount > 0 and status <> 'Cancelled';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index customer_order_one_first_order_discount;');
    this.addSql(`
      alter table customer_order
        drop constraint customer_order_discount_has_rate,
        drop constraint customer_order_total_is_subtotal_less_discount,
        drop column discount_percent,
        drop column discount,
        drop column subtotal;`);
  }
}
