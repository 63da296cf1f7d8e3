import { describe, expect, it } from 'vitest';
import type { CheckoutLine, DeliveryDetails } from '../checkout-types';
import { appI18n } from '@/shared/i18n';
import { checkoutTexts } from '../checkout-messages';
import * as rules from './checkout-rules';
import { isAcceptablePhoneInput, prefillDetails } from './checkout-rules';

/** The rules with the English texts (the spec's wording). */
const TEXT = checkoutTexts(appI18n.getFixedT('en', 'checkout'), 'en');
const contactProblem = (value: DeliveryDetails) => rules.contactProblem(value, TEXT);
const addressProblem = (value: DeliveryDetails) => rules.addressProblem(value, TEXT);
const prepareOrder = (check: rules.PlaceOrderCheck) => rules.prepareOrder(check, TEXT);
const orderFailureText = (failure: Parameters<typeof rules.orderFailureText>[0]) =>
  rules.orderFailureText(failure, TEXT);

const details: DeliveryDetails = {
  name: 'Sita Sharma',
  phoneNumber: '9800000000',
  city: 'Kathmandu',
  colony: 'Baneshwor',
  orderNotes: '',
};
const lines: CheckoutLine[] = [{ id: 'bone', name: 'Chew Bone', price: 350, quantity: 2, problem: null }];
const user = { name: 'Sita Sharma', email: 'sita@example.com' };

describe('checkout rules', () => {
  it('pre-fills name, phone, city and colony from the profile, leaving out what does not fit', () => {
    expect(
      prefillDetails({ name: 'Sita', phoneNumber: '9800000000', city: 'Bhaktapur', colony: 'Suryabinayak' }),
    ).toEqual({
      name: 'Sita',
      phoneNumber: '9800000000',
      city: 'Bhaktapur',
      colony: 'Suryabinayak',
      orderNotes: '',
    });
    expect(prefillDetails({ displayName: 'Google Sita', phoneNumber: '+977 980', city: 'Pokhara' })).toEqual({
      name: 'Google Sita',
      phoneNumber: '',
      city: '',
      colony: '',
      orderNotes: '',
    });
    expect(prefillDetails(null).name).toBe('');
  });

  it('accepts only digits, up to 10, as phone input', () => {
    expect(isAcceptablePhoneInput('')).toBe(true);
    expect(isAcceptablePhoneInput('9800000000')).toBe(true);
    expect(isAcceptablePhoneInput('98000000001')).toBe(false);
    expect(isAcceptablePhoneInput('98-000')).toBe(false);
  });

  it('step 1 needs name and phone, the phone exactly 10 digits', () => {
    expect(contactProblem(details)).toBeNull();
    expect(contactProblem({ ...details, name: '  ' })).toBe(
      'Please fill out all required contact information.',
    );
    expect(contactProblem({ ...details, phoneNumber: '' })).toBe(
      'Please fill out all required contact information.',
    );
    expect(contactProblem({ ...details, phoneNumber: '980000000' })).toBe(
      'Phone number must be exactly 10 digits and contain only numbers',
    );
  });

  it('step 2 needs city and colony', () => {
    expect(addressProblem(details)).toBeNull();
    expect(addressProblem({ ...details, city: '' })).toBe('Please fill out your complete delivery address.');
    expect(addressProblem({ ...details, colony: ' ' })).toBe(
      'Please fill out your complete delivery address.',
    );
  });

  it('checks the order in the spec order before building it', () => {
    expect(prepareOrder({ user: null, lines: [], details })).toEqual({
      problem: 'Please log in to place an order.',
    });
    expect(prepareOrder({ user: { name: 'Sita' }, lines: [], details })).toEqual({
      problem: 'Valid user email not available. Please log out and log in again.',
    });
    expect(prepareOrder({ user: { ...user, email: 'not-an-email' }, lines, details })).toEqual({
      problem: 'Valid user email not available. Please log out and log in again.',
    });
    expect(prepareOrder({ user, lines: [], details: { ...details, name: '' } })).toEqual({
      problem: 'Your cart is empty. Add items to place an order.',
    });
    expect(prepareOrder({ user, lines: [{ ...lines[0], price: 0 }], details })).toEqual({
      problem: 'Order total cannot be zero',
    });
    for (const missing of ['name', 'phoneNumber', 'city', 'colony'] as const) {
      expect(prepareOrder({ user, lines, details: { ...details, [missing]: '' } })).toEqual({
        problem: 'Please fill out all required fields.',
      });
    }
    expect(prepareOrder({ user, lines: [{ ...lines[0], problem: 'Out of stock' }], details })).toEqual({
      problem: 'Some items in your cart cannot be ordered right now. Please update your cart first.',
    });
  });

  it('builds the order: trimmed fields, notes only when written, product ids and quantities, the e-mail', () => {
    expect(
      prepareOrder({
        user: { email: ' sita@example.com ' },
        lines,
        details: { ...details, name: ' Sita ', colony: ' Baneshwor ', orderNotes: '  ' },
      }),
    ).toEqual({
      request: {
        customer: { name: 'Sita', phoneNumber: '9800000000', city: 'Kathmandu', colony: 'Baneshwor' },
        products: [{ productId: 'bone', quantity: 2 }],
        userEmail: 'sita@example.com',
      },
    });
  });

  it('words a failed order as the error catalogue says', () => {
    const refused = { kind: 'refused' as const, status: 400, message: null, missingFields: [] };
    expect(
      orderFailureText({ ...refused, missingFields: ['city', 'colony'], message: 'Missing required fields' }),
    ).toEqual({
      title: 'Missing fields: city, colony',
    });
    expect(orderFailureText({ ...refused, message: 'Order total cannot be zero' })).toEqual({
      title: 'Error: Order total cannot be zero',
    });
    expect(orderFailureText({ ...refused, status: 500 })).toEqual({
      title: 'Failed to place the order. Please try again.',
      detail: 'Status 500',
    });
    expect(orderFailureText({ ...refused, kind: 'no-response', status: null })).toEqual({
      title: 'An error occurred while placing your order. Please try again.',
    });
    expect(orderFailureText({ ...refused, kind: 'unexpected', status: 204 })).toEqual({
      title: 'Failed to place the order. Please try again.',
      detail: 'Status 204',
    });
  });
});
