import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, siteHeader, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { waitForEmail } from './mail-inbox';
import {
  addToCartFromItsPage,
  FIRST_ORDER_PERCENT,
  firstOrderPricing,
  orderInNavigationState,
  rupees,
  twoDemoProductsInStock,
} from './shop';

describe('a customer checking out', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('fills the cart, checks out in three steps with the first-order discount, finds the order in the profile, cancels it and gets the e-mail', async () => {
    const customer = { name: 'Checkout Kamala', email: uniqueEmail('checkout'), password: 'Kamala-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const [first, second] = await twoDemoProductsInStock(shopUrl);
    await logIn(page, shopUrl, customer, '/');

    // Two products into the cart from their pages.
    for (const product of [first, second]) await addToCartFromItsPage(page, shopUrl, product);
    await siteHeader(page).getByRole('link', { name: 'Cart (2 items)' }).click();
    await waitForPath(page, '/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();

    // Quantities: the first up to the limit of 5, where + stops, then down to 2.
    const firstLine = page.getByRole('article', { name: first.name, exact: true });
    const firstQuantity = firstLine.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    const increase = firstLine.getByRole('button', { name: `Increase quantity of ${first.name}` });
    for (let quantity = 2; quantity <= 5; quantity += 1) {
      await increase.click();
      await expect.poll(() => firstQuantity.inputValue()).toBe(String(quantity));
    }
    expect(await increase.isDisabled()).toBe(true);
    expect(await page.getByText('Maximum Limit Reached').count()).toBe(0);
    expect(await firstQuantity.inputValue()).toBe('5');
    await siteHeader(page).getByRole('link', { name: 'Cart (6 items)' }).waitFor();
    for (let quantity = 4; quantity >= 2; quantity -= 1) {
      await firstLine.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
      await expect.poll(() => firstQuantity.inputValue()).toBe(String(quantity));
    }
    const secondQuantity = page
      .getByRole('article', { name: second.name, exact: true })
      .getByRole('spinbutton', { name: `Quantity of ${second.name}` });
    await secondQuantity.fill('3');
    await siteHeader(page).getByRole('link', { name: 'Cart (5 items)' }).waitFor();

    // The same figures everywhere: shipping free, a new customer's first order 10 % off the subtotal.
    const subtotal = Math.round((first.price * 2 + second.price * 3) * 100) / 100;
    const { discount, total } = firstOrderPricing(subtotal);
    expect(discount).toBeGreaterThan(0);
    const discountLabel = `First order discount (${FIRST_ORDER_PERCENT}%)`;
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(`Subtotal (5 items)`).waitFor();
    await expect.poll(() => summary.locator('.cart-summary__row--total dd').innerText()).toBe(rupees(total));
    expect(await summary.locator('.cart-summary__row--discount dt').innerText()).toBe(discountLabel);
    expect(await summary.locator('.cart-summary__row--discount dd').innerText()).toBe(
      `- ${rupees(discount)}`,
    );
    expect(await summary.locator('.cart-summary__free').innerText()).toBe('Free');
    await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await waitForPath(page, '/checkout');

    // Step 1, with a validation error on the way: a new customer has no phone on file.
    await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Contact Information' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe(customer.name);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please fill out all required contact information.' })
      .waitFor();
    await page.getByLabel('Phone Number').fill('98123');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Phone number must be exactly 10 digits and contain only numbers' })
      .waitFor();
    await page.getByLabel('Phone Number').fill('9812345678');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2.
    await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Delivery Address' }).waitFor();
    // The city is the label; its radio button is there for keyboards and screen readers.
    const lalitpur = page.getByRole('radio', { name: 'Lalitpur' });
    await page.locator('label', { has: lalitpur }).click();
    expect(await lalitpur.isChecked()).toBe(true);
    await page.getByLabel('Colony / Area').fill('Jhamsikhel');
    await page.getByLabel('Order Notes (optional)').fill('Please call before coming.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: review and place.
    await page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Review Your Order' }).waitFor();
    const review = page.getByRole('region', { name: 'Delivery Address' });
    await review.getByText('Jhamsikhel').waitFor();
    await review.getByText('Lalitpur').waitFor();
    const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
    expect(await checkoutSummary.locator('.checkout-summary__free').innerText()).toBe('Free');
    expect(await checkoutSummary.locator('.checkout-summary__row--discount dd').innerText()).toBe(
      `- ${rupees(discount)}`,
    );
    expect(await checkoutSummary.locator('.checkout-summary__row--total dd').innerText()).toBe(rupees(total));
    await page.getByRole('button', { name: 'Place Order' }).click();

    // On to /payment with the order; the cart is empty.
    await waitForPath(page, '/payment');
    const order = await orderInNavigationState(page);
    expect(order.total).toBe(total);
    const reference = order.id.slice(-8).toUpperCase();
    // The payment step charges the discounted total: it is what the Khalti button asks for.
    const paymentSummary = page.getByRole('region', { name: 'Order Summary' });
    await paymentSummary.getByText(`Order #${reference}`).waitFor();
    expect(await paymentSummary.locator('.payment-summary__row--discount dd').innerText()).toBe(
      `- ${rupees(discount)}`,
    );
    expect(await paymentSummary.locator('.payment-summary__row--total dd').innerText()).toBe(rupees(total));
    await page.getByRole('button', { name: `Pay ${rupees(total)} with Khalti` }).waitFor();
    await siteHeader(page).getByRole('link', { name: 'Cart (0 items)' }).waitFor();

    // The profile lists it as Pending; the customer cancels it.
    await siteHeader(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await waitForPath(page, '/profile');
    const card = page.getByRole('article', { name: `Order #${reference}` });
    await card.locator('.order-status', { hasText: 'Pending' }).waitFor();
    await card.getByText(rupees(total), { exact: true }).waitFor();
    await card.getByText(discountLabel).waitFor();
    await card.getByText(`- ${rupees(discount)}`).waitFor();
    await card.getByText(`2 × ${first.name}`).waitFor();
    await card.getByText(`3 × ${second.name}`).waitFor();
    await card.getByRole('button', { name: `Cancel order #${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('Your order has been successfully cancelled.').first().waitFor();
    await card.locator('.order-status', { hasText: 'Cancelled' }).waitFor();
    expect(await card.getByRole('button', { name: `Cancel order #${reference}` }).count()).toBe(0);

    // The "order placed" e-mail names the order by the same reference.
    const mail = await waitForEmail(mailUrl, customer.email, `Your Kukur Pasal order ${reference} is placed`);
    expect(mail.text).toContain(first.name);
    expect(mail.text).toContain(`Subtotal: ${rupees(subtotal)}`);
    expect(mail.text).toContain(`${discountLabel}: - ${rupees(discount)}`);
    expect(mail.text).toContain(`Total: ${rupees(total)}`);
  });

  it('saves the delivery details at the first checkout and pre-fills them on the second order, which has no discount', async () => {
    const customer = { name: 'Returning Ramesh', email: uniqueEmail('returning'), password: 'Ramesh-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const [first, second] = await twoDemoProductsInStock(shopUrl);
    await logIn(page, shopUrl, customer, '/');

    // First order: typed in, and kept for next time (the box is ticked for a customer with nothing saved).
    await addToCartFromItsPage(page, shopUrl, first);
    await page.goto(`${shopUrl}/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Contact Information' }).waitFor();
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('');
    await page.getByLabel('Phone Number').fill('9841234567');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Delivery Address' }).waitFor();
    const bhaktapur = page.getByRole('radio', { name: 'Bhaktapur' });
    await page.locator('label', { has: bhaktapur }).click();
    await page.getByLabel('Colony / Area').fill('Suryabinayak, near the chowk');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Review Your Order' }).waitFor();
    const save = page.getByRole('checkbox', { name: 'Save these details for next time' });
    expect(await save.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await waitForPath(page, '/payment');
    const firstOrder = await orderInNavigationState(page);
    expect(firstOrder.total).toBe(firstOrderPricing(first.price).total);

    // Edit Profile shows what was saved (one look is a page load: on a busy machine more than the default second).
    await expect
      .poll(
        async () => {
          await page.goto(`${shopUrl}/edit-profile`);
          const details = page.getByRole('region', { name: 'Delivery Details' });
          await details.waitFor();
          return details.getByLabel('Colony / Area').inputValue();
        },
        { timeout: 15_000 },
      )
      .toBe('Suryabinayak, near the chowk');

    // Second order: the saved details are filled in; the first order stands, so no discount.
    await addToCartFromItsPage(page, shopUrl, second);
    await page.goto(`${shopUrl}/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Contact Information' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe(customer.name);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('9841234567');
    const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
    await expect
      .poll(() => checkoutSummary.locator('.checkout-summary__row--total dd').innerText())
      .toBe(rupees(second.price));
    expect(await checkoutSummary.locator('.checkout-summary__row--discount').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Delivery Address' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Bhaktapur' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Colony / Area').inputValue()).toBe('Suryabinayak, near the chowk');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Review Your Order' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Save these details for next time' }).isChecked()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    await waitForPath(page, '/payment');
    const secondOrder = await orderInNavigationState(page);
    expect(secondOrder.total).toBe(second.price);
    await page.getByRole('button', { name: `Pay ${rupees(second.price)} with Khalti` }).waitFor();
  });
});
