import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import { showLanguage } from '@/shared/i18n';
import { expectAlert } from '@/testing/alerts';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { fillIn } from '@/testing/fill-in';
import { aProduct } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

const bone = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone', price: 62500, stock: 20 });
const sita = aUser({ phoneNumber: '9812345678', city: 'Lalitpur', colony: 'Jhamsikhel' });
const placed = anOrder({
  items: [anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 62500, quantity: 2 })],
});

/** The cart and the three checkout steps read by a Nepali reader. */
describe('cart and checkout in Nepali', () => {
  beforeEach(async () => {
    sessionStore.logOut();
    cartStore.clear();
    cartStore.add(bone, 2);
    mockApi({
      'GET /api/products/bone': () => jsonResponse(bone),
      'POST /api/orders': () => jsonResponse(placed, 201),
      'GET /api/orders/first-order-offer': () =>
        jsonResponse({ enabled: true, percent: 10, eligible: false }),
    });
    await showLanguage('ne');
  });

  it('/cart: the lines, the summary in rupees with Devanagari digits and the way to checkout', async () => {
    sessionStore.logIn(sita, tokenExpiringIn(600));
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'किनमेल कार्ट' })).toBeInTheDocument();
    expect(screen.getByText('प्रति वटा रु ६२,५००.००')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chew Bone कार्टबाट हटाउनुहोस्' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'अर्डरको सारांश' });
    expect(summary).toHaveTextContent('उप-जम्मा (२ वटा सामान)');
    expect(summary).toHaveTextContent('रु १,२५,०००.००');
    expect(summary).toHaveTextContent('निःशुल्क');
    expect(within(summary).getByRole('button', { name: 'चेकआउटमा जानुहोस्' })).toBeEnabled();
  });

  it('/checkout: the three steps, a validation message, and Place Order', async () => {
    sessionStore.logIn(sita, tokenExpiringIn(600));
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'चरण १/३: सम्पर्क जानकारी' }),
    ).toBeInTheDocument();
    await fillIn(screen.getByLabelText('फोन नम्बर'), '98123');
    await userEvent.click(screen.getByRole('button', { name: /अर्को/ }));
    await expectAlert('फोन नम्बर ठ्याक्कै १० अङ्कको हुनुपर्छ र अङ्क मात्र हुनुपर्छ');
    await fillIn(screen.getByLabelText('फोन नम्बर'), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: /अर्को/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'चरण २/३: डेलिभरी ठेगाना' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ललितपुर')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /अर्को/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'चरण ३/३: आफ्नो अर्डर जाँच्नुहोस्' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'अर्डरको सारांश' });
    expect(summary).toHaveTextContent('२ × Chew Bone');
    expect(summary).toHaveTextContent('रु १,२५,०००.००');
    expect(screen.getByRole('button', { name: /अर्डर गर्नुहोस्/ })).toBeEnabled();
  });
});
