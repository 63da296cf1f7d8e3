import { Migration } from '@mikro-orm/migrations';
import { Migration20261129200000_account_change_notify as AccountChangeNotify } from './Migration20261129200000_account_change_notify';

/**
 * The access-token check asks the database at every request again (issue 48): nothing listens to
 * `account_changed` any more, so its triggers and their function go.
 */
export class Migration20261207100000_drop_account_change_notify extends Migration {
  override async up(): Promise<void> {
    const notifying = new AccountChangeNotify(this.driver, this.config);
    await notifying.down();
    for (const query of notifying.getQueries()) this.addSql(query);
  }

  override async down(): Promise<void> {
    const notifying = new AccountChangeNotify(this.driver, this.config);
    await notifying.up();
    for (const query of notifying.getQueries()) this.addSql(query);
  }
}
