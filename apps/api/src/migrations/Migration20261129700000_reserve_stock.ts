import { Migration } from '@mikro-orm/migrations';

/**
 * The stock reservation of every order and booking as a function that plans its statement once per connection.
 * Sent as text, the statement was planned afresh at each order: at 1,000 products about 0.35 ms of
 * PostgreSQL's CPU a call, as much as running it, and the largest share of PostgreSQL's time per order placed
 * (pg_stat_statements during the order benchmark). plpgsql keeps the plan, and the generic one is forced: the
 * planner would otherwise keep re-planning for each array of ids. A plan is kept until the table's statistics
 * change, so one made while the shop had a handful of products would scan the whole table for as long as no
 * ANALYZE ran: scans other than the primary key's are ruled out. It walks the primary key for any catalogue and
 * number of ids (tools/bench/README.md). The statement is unchanged: rows locked in id order, then each line
 * takes its quantity where the product is active, of the kind asked and has enough left. A statement calling it does
 * not name the product table, so the kernel's announced writes list it (PRODUCT_WRITING_FUNCTIONS): search indexes
 * hear of the stock change after the commit, as they did of the UPDATE.
 */
export class Migration20261129700000_reserve_stock extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function reserve_stock(wanted uuid[], changes jsonb, wanted_kind text)
        returns table (id uuid, slug varchar, name varchar, price numeric, image text,
                       next_dose_after_days smallint, category varchar, stock int)
        language plpgsql volatile
        set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_bitmapscan = off as $$
      begin
        return query
          update product p set stock = p.stock - c.quantity, updated_at = now()
            from (select l.id from product l where l.id = any(wanted) order by l.id for update) locked,
                 jsonb_to_recordset(changes) as c("productId" uuid, quantity int)
           where p.id = locked.id and p.id = c."productId" and p.is_active and p.kind = wanted_kind
             and p.stock >= c.quantity
          returning p.id, p.slug, p.name, p.price, p.image, p.next_dose_after_days, p.category, p.stock;
      end
      $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists reserve_stock(uuid[], jsonb, text);');
  }
}
