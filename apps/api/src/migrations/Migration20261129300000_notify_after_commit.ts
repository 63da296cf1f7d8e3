import { Migration } from '@mikro-orm/migrations';

const OWN_PROCESS = `current_setting('kukur.notify_after_commit', true) is not distinct from 'on'`;

const TRIGGERS = [
  { name: 'outbox_message_notify', on: 'insert', table: 'outbox_message', run: 'notify_outbox_message' },
  {
    name: 'product_changed_notify',
    on: 'insert or update or delete',
    table: 'product',
    run: 'notify_product_changed',
  },
  { name: 'product_truncated_notify', on: 'truncate', table: 'product', run: 'notify_product_changed' },
];

/**
 * The outbox and product triggers notify only for writers other than the shop's own processes, which set
 * `kukur.notify_after_commit` on their connections and announce their commits themselves once committed
 * (NotifyAfterCommit): a notifying transaction holds PostgreSQL's notification queue lock from its commit until
 * its disk flush is done, so with a NOTIFY in every order and booking, those commits queued one behind another.
 */
export class Migration20261129300000_notify_after_commit extends Migration {
  override async up(): Promise<void> {
    for (const trigger of TRIGGERS) {
      this.addSql(`drop trigger ${trigger.name} on ${trigger.table};`);
      this.addSql(`
        create trigger ${trigger.name} after ${trigger.on} on ${trigger.table} for each statement
          when (not (${OWN_PROCESS})) execute function ${trigger.run}();
      `);
    }
  }

  override async down(): Promise<void> {
    for (const trigger of TRIGGERS) {
      this.addSql(`drop trigger ${trigger.name} on ${trigger.table};`);
      this.addSql(`
        create trigger ${trigger.name} after ${trigger.on} on ${trigger.table} for each statement
          execute function ${trigger.run}();
      `);
    }
  }
}
