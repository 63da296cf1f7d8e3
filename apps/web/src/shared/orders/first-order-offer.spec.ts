import { describe, expect, it } from 'vitest';
import { discountOfOrder, expectedDiscount, offerInvitation } from './first-order-offer';
import { totalAfter } from './order-totals';

const offer = { enabled: true, percent: 10, eligible: true };

describe('the first-order offer in summaries', () => {
  it('expects the discount the server will give, rounded to the paisa as it rounds', () => {
    expect(expectedDiscount(6900, offer)).toEqual({
      label: 'First order discount (10%)',
      percent: 10,
      amount: 690,
    });
    // 10 % of Rs 1,234.55 is Rs 123.455: halves go up, as on the server.
    expect(expectedDiscount(1234.55, offer)?.amount).toBe(123.46);
    expect(totalAfter(1234.55, expectedDiscount(1234.55, offer))).toBe(1111.09);
    expect(expectedDiscount(1000, { ...offer, percent: 12.5 })?.amount).toBe(125);
  });

  it('expects none when the customer is not eligible, the offer is off or unknown', () => {
    expect(expectedDiscount(6900, { ...offer, eligible: false })).toBeNull();
    expect(expectedDiscount(6900, { ...offer, enabled: false })).toBeNull();
    expect(expectedDiscount(6900, null)).toBeNull();
    expect(expectedDiscount(0, offer)).toBeNull();
    expect(totalAfter(6900, null)).toBe(6900);
  });

  it('shows the discount an order got, and none for an order without one', () => {
    expect(discountOfOrder({ discount: 690, discountPercent: 10 })).toEqual({
      label: 'First order discount (10%)',
      percent: 10,
      amount: 690,
    });
    expect(discountOfOrder({ discount: 0, discountPercent: null })).toBeNull();
  });

  it('invites visitors only while the shop runs the offer', () => {
    expect(offerInvitation({ ...offer, eligible: false })).toBe('Sign up and get 10% off your first order.');
    expect(offerInvitation({ ...offer, enabled: false })).toBeNull();
    expect(offerInvitation(null)).toBeNull();
  });
});
