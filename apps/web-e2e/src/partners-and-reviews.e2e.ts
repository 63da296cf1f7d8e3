import { DEMO_ADMIN } from '@kukur/dev-stack';
import { demoProducts, demoReviewsFor } from '@kukur/seed';
import { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, logOutFromHeader, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { waitForEmail } from './mail-inbox';

describe('a partner writes through /contact and a customer edits their review', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { viewport: { width: 1280, height: 900 }, timeoutMs: 20_000 });

  it('sends the Become a Partner form from the About page, and the admin finds it in Partners and in the mail', async () => {
    const sender = { name: 'Maya Groomers Journey', email: uniqueEmail('partner') };
    await page.goto(`${shopUrl}/aboutus`);
    await page.getByRole('link', { name: 'Become a Partner' }).click();
    await waitForPath(page, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Become a Partner' }).waitFor();

    const form = page.getByRole('form', { name: 'Send us a message' });
    // The phone must be 10 digits: the form says so before anything is sent.
    await form.getByRole('textbox', { name: 'Your name' }).fill(sender.name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(sender.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('98412');
    await form.getByText('Groomer', { exact: true }).click();
    await form
      .getByLabel('Message')
      .fill('We groom dogs in Jhamsikhel and would love to offer our service to your customers.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Phone number must be exactly 10 digits and contain only numbers').waitFor();

    await form.getByRole('textbox', { name: 'Phone' }).fill('9841234567');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page
      .getByText('Thank you! Your message has reached our team, and a copy is on its way to your inbox.', {
        exact: false,
      })
      .waitFor();
    await waitForEmail(mailUrl, sender.email, `We received your message, ${sender.name}`);
    await waitForEmail(mailUrl, DEMO_ADMIN.email, `New partner enquiry (Groomer) from ${sender.name}`);

    // The admin sees it in the Partners screen of the admin menu.
    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Partners' }).click();
    await waitForPath(page, '/admin/partners');
    await page.getByRole('heading', { level: 2, name: 'Partner Enquiries' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: sender.name });
    await row.waitFor();
    await row.getByText('Groomer', { exact: true }).waitFor();
    await row.getByRole('link', { name: sender.email }).waitFor();
    await row.getByText('9841234567').waitFor();
    await row.getByText('We groom dogs in Jhamsikhel').waitFor();
  });

  it('lets a customer write a review, come back later and edit that same review', async () => {
    const customer = { name: 'Editing Eshan', email: uniqueEmail('edit-review'), password: 'Eshan-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const product = demoProducts.find((one) => one.slug === 'handmade-felt-ball-trio')!;
    const seeded = demoReviewsFor(product);

    await logIn(page, shopUrl, customer, '/');
    await page.goto(`${shopUrl}/products?category=Toys`);
    await page
      .getByTestId('product-card')
      .filter({ hasText: product.name })
      .getByRole('link', { name: 'View Details' })
      .click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const productPath = new URL(page.url()).pathname;
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });

    await reviews.getByRole('heading', { name: 'Write a Review' }).waitFor();
    await reviews.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
    await reviews.getByRole('textbox', { name: 'Your review' }).fill('The small ball was gone in a day.');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review Submitted').first().waitFor();
    await page
      .locator('.product-detail__review-count', { hasText: `(${seeded.length + 1} reviews)` })
      .waitFor();

    // Later: the page offers their review to edit, not a second one.
    await logOutFromHeader(page);
    await logIn(page, shopUrl, customer, '/');
    await page.goto(`${shopUrl}${productPath}`);
    await reviews.getByRole('heading', { name: 'Edit Your Review' }).waitFor();
    await expect
      .poll(() => reviews.getByRole('textbox', { name: 'Your review' }).inputValue())
      .toBe('The small ball was gone in a day.');
    expect(await reviews.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);

    await reviews
      .getByRole('textbox', { name: 'Your review' })
      .fill('The small ball was gone in a day, but the two big ones are still going strong.');
    await reviews.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await reviews.getByRole('button', { name: 'Update Review' }).click();
    await page.getByText('Review Updated').first().waitFor();

    const mine = reviews.getByRole('article', { name: `Review by ${customer.name}` });
    await mine.getByText('the two big ones are still going strong').waitFor();
    await mine.getByText('(edited)').waitFor();
    expect(await reviews.getByRole('article', { name: `Review by ${customer.name}` }).count()).toBe(1);
    // Still one review of theirs: the count stays, the average takes the new stars.
    const average = (seeded.reduce((sum, review) => sum + review.rating, 0) + 4) / (seeded.length + 1);
    await page
      .locator('.product-detail__review-count', { hasText: `(${seeded.length + 1} reviews)` })
      .waitFor();
    await expect
      .poll(() => page.locator('.product-detail__rating-value').innerText())
      .toBe((Math.round(average * 10) / 10).toFixed(1));

    // And after a reload it is the server's.
    await page.reload();
    await reviews.getByRole('heading', { name: 'Edit Your Review' }).waitFor();
    await reviews
      .getByRole('article', { name: `Review by ${customer.name}` })
      .getByText('still going strong')
      .waitFor();
  });
});
