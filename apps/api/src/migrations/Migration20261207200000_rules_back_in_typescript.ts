import { Migration } from '@mikro-orm/migrations';
import { Migration20261129400000_order_admission_by_index as OrderAdmissionByIndex } from './Migration20261129400000_order_admission_by_index';
import { Migration20261129700000_reserve_stock as ReserveStock } from './Migration20261129700000_reserve_stock';

/**
 * Order admission and the stock reservation are TypeScript again (OrderAdmission, StockLedger; issue 48): their
 * database functions go. The index of customers' Pending orders stays, the admission's count uses it.
 */
export class Migration20261207200000_rules_back_in_typescript extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop function if exists reserve_stock(uuid[], jsonb, text);');
    this.addSql('drop function if exists admit_customer_order(uuid, text[]);');
  }

  override async down(): Promise<void> {
    const reserve = new ReserveStock(this.driver, this.config);
    await reserve.up();
    for (const query of reserve.getQueries()) this.addSql(query);
    const admission = new OrderAdmissionByIndex(this.driver, this.config);
    await admission.up();
    // Its index is still there: only its function is made again.
    for (const query of admission.getQueries().filter((query) => /create function/i.test(String(query)))) {
      this.addSql(query);
    }
  }
}
