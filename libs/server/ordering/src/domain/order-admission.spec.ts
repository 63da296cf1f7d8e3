import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@kukur/server-kernel';
import { TooManyRequestsError } from '@kukur/server-kernel';
import { describe, expect, it } from 'vitest';
import { FirstOrderOffers } from './first-order-offer';
import { OrderAdmission } from './order-admission';
import { UnpaidOrderCeiling } from './unpaid-order-ceiling';

const config = {
  MAX_UNPAID_ORDERS_PER_CUSTOMER: 3,
  UNPAID_ORDER_GRACE_MINUTES: 30,
  FIRST_ORDER_DISCOUNT_ENABLED: true,
  FIRST_ORDER_DISCOUNT_PERCENT: 10,
} as AppConfig;

/** A transaction that answers the admission's question with `found` and records the statements sent. */
function fakeTx(found: { unpaid: number; has_open_order: boolean }) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const tx = {
    execute: async (sql: string, params: unknown[]) => {
      sent.push({ sql, params });
      return sql.includes('pg_advisory_xact_lock') ? [{}] : [found];
    },
  } as unknown as EntityManager;
  return { tx, sent };
}

const admission = (overrides: Partial<AppConfig> = {}) => {
  const settings = { ...config, ...overrides } as AppConfig;
  return new OrderAdmission(new UnpaidOrderCeiling(settings), new FirstOrderOffers(settings));
};

describe('OrderAdmission', () => {
  it("takes the customer's lock before it asks anything, so orders placed at once are counted one after the other", async () => {
    const { tx, sent } = fakeTx({ unpaid: 0, has_open_order: false });
    await admission().admit(tx, 'u1');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.sql).toContain('pg_advisory_xact_lock');
    expect(sent[0]!.params).toEqual(['u1']);
    expect(sent[1]!.params).toContain('u1');
  });

  it("gives a customer's first order the first-order rate, and a later one none", async () => {
    expect(await admission().admit(fakeTx({ unpaid: 0, has_open_order: false }).tx, 'u1')).toEqual({
      discountPercent: 10,
    });
    expect(await admission().admit(fakeTx({ unpaid: 1, has_open_order: true }).tx, 'u1')).toEqual({
      discountPercent: null,
    });
    expect(
      await admission({ FIRST_ORDER_DISCOUNT_ENABLED: false }).admit(
        fakeTx({ unpaid: 0, has_open_order: false }).tx,
        'u1',
      ),
    ).toEqual({ discountPercent: null });
  });

  it('refuses an order with a 429 once the customer has the ceiling of unpaid orders', async () => {
    await expect(admission().admit(fakeTx({ unpaid: 2, has_open_order: true }).tx, 'u1')).resolves.toEqual({
      discountPercent: null,
    });
    await expect(
      admission().admit(fakeTx({ unpaid: 3, has_open_order: true }).tx, 'u1'),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
