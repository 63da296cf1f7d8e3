import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { showLanguage } from '@/shared/i18n';
import { expectAlert } from '@/testing/alerts';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

const order = anOrder({
  id: '5b7e2c1a-8d4f-4e6a-9b3c-1234abcd5678',
  items: [anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 62500, quantity: 2 })],
});
const COD = `PUT /api/orders/${order.id}/payment`;

/** The payment page and its result read by a Nepali reader. */
describe('payment in Nepali', () => {
  beforeEach(async () => {
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    await showLanguage('ne');
  });

  it('offers Khalti and cash on delivery with the amount in rupees, then confirms the order', async () => {
    mockApi({
      [`GET /api/orders/${order.id}`]: () => jsonResponse(order),
      [COD]: () => jsonResponse({ ...order, paymentMethod: 'cod' }),
    });
    renderApp('/payment', { order });
    expect(await screen.findByRole('button', { name: /Khalti बाट रु १,२५,०००.०० तिर्नुहोस्/ })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'भुक्तानी' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'अर्डरको सारांश' });
    expect(summary).toHaveTextContent('२ × Chew Bone');
    expect(within(summary).getByText('डेलिभरी ठेगाना')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'डेलिभरीमा नगद भुक्तानी' }));
    await userEvent.click(screen.getByRole('button', { name: /डेलिभरीमा नगद भुक्तानी पक्का गर्नुहोस्/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'अर्डर पक्का भयो!' })).toBeInTheDocument();
    const details = document.querySelector('.payment-details');
    expect(details).toHaveAttribute('aria-label', 'अर्डरको विवरण');
    expect(details).toHaveTextContent('डेलिभरीमा तिर्नुपर्ने रकमरु १,२५,०००.००');
    expect(screen.getByText('अनुमानित डेलिभरी: २४–४८ घण्टा')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा अर्डर हेर्नुहोस्' })).toHaveAttribute('href', '/profile');
  });

  it('says a refusal from its error code, not the server’s English words', async () => {
    mockApi({
      [`GET /api/orders/${order.id}`]: () => jsonResponse(order),
      [COD]: () => errorResponse(409, 'This order is already paid.', 'PAYMENTS.ALREADY_PAID'),
    });
    renderApp('/payment', { order });
    await screen.findByRole('button', { name: /Khalti बाट/ });
    await userEvent.click(screen.getByRole('radio', { name: 'डेलिभरीमा नगद भुक्तानी' }));
    await userEvent.click(screen.getByRole('button', { name: /डेलिभरीमा नगद भुक्तानी पक्का गर्नुहोस्/ }));
    await expectAlert('यो अर्डरको भुक्तानी भइसकेको छ।');
  });
});
