import { describe, expect, it } from 'vitest';
import { channelsWrittenBy, OUTBOX_CHANNEL, PRODUCT_CHANGED_CHANNEL } from './announced-writes';

describe('channelsWrittenBy', () => {
  it('announces outbox rows inserted, also as the last statement of a message of several', () => {
    expect(channelsWrittenBy('insert into "outbox_message" ("id", "type") values ($1, $2)')).toEqual([
      OUTBOX_CHANNEL,
    ]);
    expect(
      channelsWrittenBy(
        `insert into "customer_order" ("id") values ('a');\ninsert into "order_item" ("id") values ('b');\ninsert into "outbox_message" ("id") values ('c')`,
      ),
    ).toEqual([OUTBOX_CHANNEL]);
  });

  it('announces every kind of product write, quoted or not, after a WITH too', () => {
    for (const sql of [
      'insert into "product" ("id") values ($1)',
      'update product p set stock = p.stock - c.quantity from (select id from product) locked',
      'UPDATE "product" SET "price" = 1',
      'delete from product where id = $1',
      'truncate table product cascade',
      'truncate newsletter_subscription, "product", outbox_message cascade',
      'with taken as (select 1) update product set stock = stock + 1',
    ]) {
      expect(channelsWrittenBy(sql), sql).toEqual([PRODUCT_CHANGED_CHANNEL]);
    }
  });

  it('announces both for an order that takes stock and records its event in one message', () => {
    expect(
      channelsWrittenBy(
        "update product set stock = stock - 1 where id = 'a';\ninsert into outbox_message (id) values (1)",
      ),
    ).toEqual([OUTBOX_CHANNEL, PRODUCT_CHANGED_CHANNEL]);
  });

  it('leaves reads, other tables and the relay marking rows published unannounced', () => {
    for (const sql of [
      'select * from product where id = $1 for update',
      'select id from outbox_message where published_at is null',
      'update outbox_message set published_at = now() where id in ($1)',
      'insert into product_review (id) values ($1)',
      'update "product_image" set position = 1',
      'insert into outbox_message_archive (id) values (1)',
      'delete from outbox_message where published_at < now()',
      "select id from claim_outbox_messages('{a}'::text[], 100)",
      'select * from pre_reserve_stock_report()',
    ]) {
      expect(channelsWrittenBy(sql), sql).toEqual([]);
    }
  });
});
