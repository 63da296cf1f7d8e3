import { Migration } from '@mikro-orm/migrations';

/**
 * Nepali and English (issue 16): the language a customer's and a newsletter subscriber's e-mails are
 * written in (existing ones stay English), and the optional Nepali name and description of a product.
 */
export class Migration20261128100000_languages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table app_user
        add column preferred_language varchar(2) not null default 'en'
          constraint app_user_preferred_language_known check (preferred_language in ('en', 'ne'));`);
    this.addSql(`
      alter table newsletter_subscription
        add column language varchar(2) not null default 'en'
          constraint newsletter_subscription_language_known check (language in ('en', 'ne'));`);
    this.addSql(`
      alter table product
        add column name_ne varchar(200) null,
        add column description_ne text null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table product drop column if exists name_ne, drop column if exists description_ne;');
    this.addSql('alter table newsletter_subscription drop column if exists language;');
    this.addSql('alter table app_user drop column if exists preferred_language;');
  }
}
