import { Migration } from '@mikro-orm/migrations';

/**
 * E-mails are claimed before they are sent: the e-mail log gets a `sending` state with the claiming
 * attempt's token and lease, and announcement recipients a claim of the same kind (their row stays
 * `pending` while it is being sent).
 */
export class Migration20261126100000_email_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sent_email
        drop constraint if exists sent_email_status_check,
        add constraint sent_email_status_known check (status in ('sent', 'sending', 'failed')),
        add column claim_token uuid null,
        add column claimed_until timestamptz null;`);
    this.addSql(`
      alter table announcement_recipient
        add column claim_token uuid null,
        add column claimed_until timestamptz null;`);
  }

  override async down(): Promise<void> {
    // A claim left by a dead attempt may or may not have gone out; `failed` lets a retry send it again.
    this.addSql(`update sent_email set status = 'failed', last_error = 'interrupted while sending'
                  where status = 'sending';`);
    this.addSql(`
      alter table sent_email
        drop constraint if exists sent_email_status_known,
        add constraint sent_email_status_check check (status in ('sent', 'failed')),
        drop column if exists claim_token,
        drop column if exists claimed_until;`);
    this.addSql(`
      alter table announcement_recipient
        drop column if exists claim_token,
        drop column if exists claimed_until;`);
  }
}
