import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import type { Review } from '@/features/catalogue';
import { showLanguage } from '@/shared/i18n';
import { expectAlert } from '@/testing/alerts';
import { aProduct } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { aSearchResult } from './catalogue/catalogue-test-data';

const kibble = aProduct({
  _id: 'kibble',
  id: 'kibble',
  name: 'Pedigree Adult Kibble',
  category: 'Food',
  price: 125000,
  oldPrice: 130000,
  isNew: true,
  stock: 3,
});

const review: Review = {
  id: 'r1',
  _id: 'r1',
  userName: 'Ram Thapa',
  text: 'My dog loves it.',
  rating: 5,
  date: '2026-11-20T10:15:00.000Z',
  updatedAt: null,
  verifiedBuyer: true,
};

const API = {
  'GET /api/products': () => jsonResponse([kibble]),
  'GET /api/products/search': () => jsonResponse(aSearchResult([kibble])),
  'GET /api/products/kibble': () => jsonResponse(kibble),
  'GET /api/products/kibble/comments': () => jsonResponse([review]),
  'GET /api/products/kibble/comments/mine': () => jsonResponse({ review: null }),
  'GET /api/orders/first-order-offer': () => jsonResponse({ enabled: true, percent: 10, eligible: false }),
};

/** The storefront's screens read by a Nepali reader: every text from the Nepali catalogues. */
describe('the storefront in Nepali', () => {
  beforeEach(async () => {
    sessionStore.logOut();
    cartStore.clear();
    mockApi(API);
    await showLanguage('ne');
  });

  it('home: the hero, the greeting with its offer in Devanagari digits, and prices in rupees', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'किनमेल गर्नुहोस्' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('heading', { name: 'नयाँ ग्राहक?' })).toBeInTheDocument();
    expect(await screen.findByText('१०% छुट')).toBeInTheDocument();
    expect(await screen.findByText('रु १,२५,०००.००')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सबै सामान हेर्नुहोस्' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कुकुर पसल परिवारमा जोडिनुहोस्' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता लिनुहोस्' }));
    await expectAlert('इमेल आवश्यक छ');
  });

  it('/products: title, count, category buttons, the card and the page title', async () => {
    renderApp('/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'हाम्रो पाल्तु जनावरका सामानको संग्रह' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('१ सामान देखाइँदै')).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'प्रकारअनुसार छान्नुहोस्' });
    expect(within(categories).getByRole('button', { name: 'खाना' })).toBeInTheDocument();
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'विवरण हेर्नुहोस्' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pedigree Adult Kibble कार्टमा राख्नुहोस्' })).toBeEnabled();
    expect(within(card).getByText('नयाँ')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('कुकुरका सामानहरू | Kukur Pasal'));
  });

  it('/products/{id}: breadcrumb, price, purchase, tabs, and a review dated in AD and BS', async () => {
    renderApp('/products/kibble');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedigree Adult Kibble' }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'ब्रेडक्रम्ब' });
    expect(within(breadcrumb).getByRole('link', { name: 'गृहपृष्ठ' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumb).getByRole('link', { name: 'खाना' })).toBeInTheDocument();
    expect(screen.getAllByText('रु १,२५,०००.००').length).toBeGreaterThan(0);
    expect(screen.getByText('स्टकमा ३ वटा मात्र बाँकी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /कार्टमा राख्नुहोस्/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /अहिले किन्नुहोस्/ })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'विवरण' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'ग्राहकका समीक्षा' });
    const item = await within(reviews).findByRole('article', { name: 'Ram Thapa को समीक्षा' });
    expect(item).toHaveTextContent('२० नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ४)');
    expect(item).toHaveTextContent('प्रमाणित ग्राहक');
    expect(within(reviews).getByText('समीक्षा लेख्न कृपया लगइन गर्नुहोस्।')).toBeInTheDocument();
  });

  it('an unknown address: the not-found page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'पृष्ठ भेटिएन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा फर्कनुहोस्' })).toHaveAttribute('href', '/home');
  });
});
