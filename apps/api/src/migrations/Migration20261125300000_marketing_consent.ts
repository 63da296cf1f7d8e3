import { Migration } from '@mikro-orm/migrations';

/**
 * Marketing e-mail people asked for and can leave: newsletter double opt-in (confirmed / unsubscribed)
 * and the customer's opt-in. Existing subscriptions were never confirmed (anyone could subscribe any
 * address), so they stay unconfirmed; existing customers are not opted in. Announcement recipients who
 * unsubscribe before their e-mail goes out are `skipped`.
 */
export class Migration20261125300000_marketing_consent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table newsletter_subscription
        add column confirmed_at timestamptz null,
        add column confirmation_sent_at timestamptz null,
        add column unsubscribed_at timestamptz null;`);
    this.addSql('update newsletter_subscription set confirmation_sent_at = created_at;');
    this.addSql(`
      create index newsletter_subscription_confirmed_idx on newsletter_subscription (email)
        where confirmed_at is not null and unsubscribed_at is null;`);
    this.addSql('alter table app_user add column marketing_opt_in boolean not null default false;');
    // An address that unsubscribes while an announcement is going out is skipped, not mailed.
    this.addSql(`
      alter table announcement_recipient
        drop constraint announcement_recipient_status_known,
        add constraint announcement_recipient_status_known
          check (status in ('pending', 'sent', 'failed', 'skipped'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`update announcement_recipient set status = 'failed' where status = 'skipped';`);
    this.addSql(`
      alter table announcement_recipient
        drop constraint announcement_recipient_status_known,
        add constraint announcement_recipient_status_known check (status in ('pending', 'sent', 'failed'));`);
    this.addSql('alter table app_user drop column if exists marketing_opt_in;');
    this.addSql('drop index if exists newsletter_subscription_confirmed_idx;');
    this.addSql(`
      alter table newsletter_subscription
        drop column if exists confirmed_at,
        drop column if exists confirmation_sent_at,
        drop column if exists unsubscribed_at;`);
  }
}
