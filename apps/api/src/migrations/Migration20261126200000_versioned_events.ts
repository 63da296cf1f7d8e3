import { Migration } from '@mikro-orm/migrations';

/**
 * Event types carry a version (`ordering.order-placed` -> `ordering.order-placed.v1`): the stored rows of
 * the outbox, the e-mail log and the activity feed are renamed to the versioned names. The list is frozen
 * here (the event types of the day), so later events never change what this migration does.
 */
const UNVERSIONED_EVENT_TYPES = [
  'identity.account-deleted',
  'identity.otp-requested',
  'identity.password-changed',
  'identity.user-signed-up',
  'notification.newsletter-confirmation-requested',
  'notification.newsletter-confirmed',
  'notification.partner-enquiry-received',
  'notification.product-announced',
  'ordering.order-email-requested',
  'ordering.order-paid',
  'ordering.order-placed',
  'ordering.order-status-changed',
  'payments.payment-refunded',
  'payments.refund-requested',
  'vaccination.booking-email-requested',
  'vaccination.booking-reminder-due',
  'vaccination.booking-requested',
  'vaccination.booking-rescheduled',
  'vaccination.booking-status-changed',
];

const COLUMNS = [
  ['outbox_message', 'type'],
  ['sent_email', 'event_type'],
  ['dashboard_activity', 'event_type'],
] as const;

const list = (types: readonly string[]) => types.map((type) => `'${type}'`).join(', ');

export class Migration20261126200000_versioned_events extends Migration {
  override async up(): Promise<void> {
    for (const [table, column] of COLUMNS) {
      this.addSql(
        `update ${table} set ${column} = ${column} || '.v1' where ${column} in (${list(UNVERSIONED_EVENT_TYPES)});`,
      );
    }
  }

  override async down(): Promise<void> {
    const versioned = UNVERSIONED_EVENT_TYPES.map((type) => `${type}.v1`);
    for (const [table, column] of COLUMNS) {
      this.addSql(
        `update ${table} set ${column} = left(${column}, -3) where ${column} in (${list(versioned)});`,
      );
    }
  }
}
