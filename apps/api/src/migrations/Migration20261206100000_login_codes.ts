import { Migration } from '@mikro-orm/migrations';

/**
 * One-time codes also serve a login from a new address once an account has met its ceiling of wrong passwords
 * (the account-wide lock it replaces could be set off by anyone against the owner).
 */
export class Migration20261206100000_login_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table otp_code drop constraint otp_code_purpose_known;');
    this.addSql(`
      alter table otp_code add constraint otp_code_purpose_known
        check (purpose in ('verification', 'password_reset', 'login'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from otp_code where purpose = 'login';`);
    this.addSql('alter table otp_code drop constraint otp_code_purpose_known;');
    this.addSql(`
      alter table otp_code add constraint otp_code_purpose_known
        check (purpose in ('verification', 'password_reset'));`);
  }
}
