import { Migration } from '@mikro-orm/migrations';

/**
 * Honest reviews and the /contact page: no review dated in the future, one review per customer and product
 * (older duplicates give way to the customer's latest one, and every product's average and count are
 * recounted from what remains), the time a review was edited, and the "Become a Partner" messages.
 */
export class Migration20261125400000_reviews_and_contact extends Migration {
  override async up(): Promise<void> {
    // No review can have been written after now (issue 12 saw demo reviews dated months ahead).
    this.addSql('update product_review set created_at = now() where created_at > now();');
    this.addSql(`
      delete from product_review r
       using product_review newer
       where newer.product_id = r.product_id
         and newer.user_id = r.user_id
         and (newer.created_at, newer.id) > (r.created_at, r.id);`);
    this.addSql(`
      update product p set
        review_count = counted.reviews,
        rating = counted.average,
        updated_at = now()
        from (select product_id, count(*)::int as reviews, round(avg(rating)::numeric, 1) as average
                from product_review group by product_id) counted
       where counted.product_id = p.id
         and (p.review_count is distinct from counted.reviews or p.rating is distinct from counted.average);`);
    this.addSql('alter table product_review add column updated_at timestamptz null;');
    this.addSql(
      'alter table product_review add constraint product_review_one_per_customer unique (product_id, user_id);',
    );

    this.addSql(`
      create table partner_enquiry (
        id uuid primary key,
        name varchar(100) not null,
        email varchar(254) not null,
        phone_number varchar(10) not null constraint partner_enquiry_phone_digits check (phone_number ~ '^[0-9]{10}$'),
        partner_type varchar(10) not null
          constraint partner_enquiry_type_known check (partner_type in ('vet', 'groomer', 'supplier', 'other')),
        message text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index partner_enquiry_recent_idx on partner_enquiry (created_at desc, id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists partner_enquiry;');
    this.addSql('alter table product_review drop constraint if exists product_review_one_per_customer;');
    this.addSql('alter table product_review drop column if exists updated_at;');
  }
}
