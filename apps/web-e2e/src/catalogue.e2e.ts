import { demoProducts, demoReviewsFor } from '@kukur/seed';
import { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { siteHeader, submitLogin, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { rupees } from './shop';

/** The current prices of the product cards on the page, in order ("Rs 1,850.00" read as 1850). */
async function cardPrices(page: Page): Promise<number[]> {
  const prices = await page.getByTestId('product-card').locator('.product-price__current').allInnerTexts();
  return prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

function resultsFor(count: number, term: string): string {
  return `${count} ${count === 1 ? 'result' : 'results'} for "${term}"`;
}

describe('a shopper in the catalogue', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('finds products despite a typo, narrows and sorts them, opens one, logs in and reviews it', async () => {
    const customer = { name: 'Reviewing Rita', email: uniqueEmail('review'), password: 'Rita-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const pedigree = demoProducts.filter((product) => /pedigree/i.test(product.name));
    const pedigreeFood = pedigree.filter((product) => product.category === 'Food');
    const dearest = [...pedigreeFood].sort((a, b) => Number(b.price) - Number(a.price))[0];
    expect(pedigreeFood.length).toBeGreaterThan(1);

    // Search from the header, with a typo.
    await page.goto(`${shopUrl}/home`);
    await siteHeader(page).getByRole('searchbox', { name: 'Search products' }).fill('pedigre');
    await siteHeader(page).getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('search')).toBe('pedigre');
    await page.getByRole('heading', { level: 1, name: 'Search Results for "pedigre"' }).waitFor();
    await page.getByText(resultsFor(pedigree.length, 'pedigre')).waitFor();
    const names = await page.getByTestId('product-card').getByRole('heading').allInnerTexts();
    expect([...names].sort()).toEqual(pedigree.map((product) => product.name).sort());

    // Only the dry food, dearest first.
    await page.getByRole('button', { name: `Food (${pedigreeFood.length})` }).click();
    await page.getByText(resultsFor(pedigreeFood.length, 'pedigre')).waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: High to Low' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    const expectedPrices = pedigreeFood.map((product) => Number(product.price)).sort((a, b) => b - a);
    await expect.poll(() => cardPrices(page)).toEqual(expectedPrices);

    // Open it.
    const firstCard: Locator = page.getByTestId('product-card').first();
    await firstCard.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/products\/[0-9a-f-]{36}$/);
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: dearest.name }).waitFor();
    const price = rupees(Number(dearest.price));
    await page.getByText(price).first().waitFor();

    // A visitor is asked to log in, and comes back to the product afterwards.
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByText('Please log in to write a review.').waitFor();
    await reviews.getByRole('button', { name: 'Log In' }).click();
    await waitForPath(page, '/login');
    await submitLogin(page, customer.email, customer.password);
    await waitForPath(page, productPath);

    // Write the review.
    const submit = reviews.getByRole('button', { name: 'Submit Review' });
    expect(await submit.isDisabled()).toBe(true);
    // The star is the label; its radio button is there for keyboards and screen readers.
    const fourStars = reviews.getByRole('radio', { name: '4 stars' });
    await reviews.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    expect(await fourStars.isChecked()).toBe(true);
    await reviews.getByLabel('Your review').fill('Our beagle finishes every bowl. Good value for the price.');
    await submit.click();

    const review = reviews.getByRole('article', { name: `Review by ${customer.name}` });
    await review.getByText('Our beagle finishes every bowl. Good value for the price.').waitFor();
    await page.getByText('Review Submitted').first().waitFor();
    // The server keeps the count and the average of the written reviews: the demo ones and this one.
    const seeded = demoReviewsFor(dearest!);
    const count = seeded.length + 1;
    const average = (seeded.reduce((sum, seededReview) => sum + seededReview.rating, 0) + 4) / count;
    await page.locator('.product-detail__review-count', { hasText: `(${count} reviews)` }).waitFor();
    await expect
      .poll(() => page.locator('.product-detail__rating-value').innerText())
      .toBe((Math.round(average * 10) / 10).toFixed(1));

    // It is the server's now: still there after a reload.
    await page.reload();
    await reviews.getByRole('article', { name: `Review by ${customer.name}` }).waitFor();
  });

  it('browses the collection by category and the vaccines, and opens a vaccine', async () => {
    const products = demoProducts.filter((product) => product.kind === 'product');
    const toys = products.filter((product) => product.category === 'Toys');
    const vaccines = demoProducts.filter((product) => product.kind === 'vaccine');
    const core = vaccines.filter((vaccine) => vaccine.category === 'Core Vaccine');

    await page.goto(`${shopUrl}/products`);
    await page.getByRole('heading', { level: 1, name: 'Our Pet Products Collection' }).waitFor();
    await page.getByText(`Showing ${products.length} products`).waitFor();
    await page.getByRole('button', { name: 'Toys', exact: true }).click();
    await page.getByText(`Showing ${toys.length} products`).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('Toys');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(toys.length);

    await page.goto(`${shopUrl}/vaccination`);
    await page.getByText(`${vaccines.length} products found`).waitFor();
    await page.getByRole('button', { name: 'Core Vaccine', exact: true }).click();
    await page.getByText(`${core.length} products found`).waitFor();
    await expect.poll(() => page.getByTestId('vaccine-card').count()).toBe(core.length);

    const card = page.getByTestId('vaccine-card').first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/vaccination\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('region', { name: 'Vaccination Schedule' }).waitFor();
    await page.getByRole('region', { name: 'Similar Vaccinations' }).waitFor();
  });
});
