import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@kukur/server-kernel';
import { describe, expect, it } from 'vitest';
import { FirstOrderOffers } from './first-order-offer';

function offers(enabled: boolean, percent = 10): FirstOrderOffers {
  return new FirstOrderOffers({
    FIRST_ORDER_DISCOUNT_ENABLED: enabled,
    FIRST_ORDER_DISCOUNT_PERCENT: percent,
  } as AppConfig);
}

/** An EntityManager whose one query answers `found`, recording what it was asked. */
function fakeEm(found: unknown) {
  const asked: unknown[] = [];
  const builder = {
    select: () => builder,
    where: (condition: unknown) => {
      asked.push(condition);
      return builder;
    },
    limit: () => builder,
    execute: async () => found,
  };
  const em = { createQueryBuilder: () => builder } as unknown as EntityManager;
  return { em, asked };
}

describe('the first-order offer', () => {
  it('shows its setting: whether it is on and its rate', () => {
    expect(offers(true, 12.5).enabled).toBe(true);
    expect(offers(true, 12.5).percent).toBe(12.5);
    expect(offers(false, 15).enabled).toBe(false);
    expect(offers(false, 15).percent).toBe(15);
  });

  it('gives its rate to the order of a customer with no order that is not cancelled', () => {
    expect(offers(true, 10).rateFor(false)).toBe(10);
    expect(offers(true, 12.5).rateFor(false)).toBe(12.5);
  });

  it('gives nothing to a customer who already has an open or finished order', () => {
    expect(offers(true, 10).rateFor(true)).toBeNull();
  });

  it('gives nothing to anyone while it is switched off', () => {
    expect(offers(false, 10).rateFor(false)).toBeNull();
    expect(offers(false, 10).rateFor(true)).toBeNull();
  });

  describe('as the storefront shows it', () => {
    it('invites a customer whose orders are all cancelled (or who has none)', async () => {
      const { em, asked } = fakeEm(undefined);
      expect(await offers(true, 10).describe(em, 'u1')).toEqual({
        enabled: true,
        percent: 10,
        eligible: true,
      });
      expect(asked).toEqual([{ userId: 'u1', status: { $ne: 'Cancelled' } }]);
    });

    it('does not invite a customer who has an order that is not cancelled', async () => {
      const { em } = fakeEm({ id: 'o1' });
      expect(await offers(true, 10).describe(em, 'u1')).toEqual({
        enabled: true,
        percent: 10,
        eligible: false,
      });
    });

    it('shows a visitor the offer, but never as theirs, without asking the database', async () => {
      const { em, asked } = fakeEm(undefined);
      expect(await offers(true, 10).describe(em, null)).toEqual({
        enabled: true,
        percent: 10,
        eligible: false,
      });
      expect(asked).toEqual([]);
    });

    it('makes nobody eligible while switched off, without asking the database', async () => {
      const { em, asked } = fakeEm(undefined);
      expect(await offers(false, 10).describe(em, 'u1')).toEqual({
        enabled: false,
        percent: 10,
        eligible: false,
      });
      expect(asked).toEqual([]);
    });
  });
});
