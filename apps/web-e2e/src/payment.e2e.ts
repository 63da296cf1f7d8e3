import { SANDBOX_TEST_CREDENTIALS } from '@kukur/dev-stack';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { waitForEmail } from './mail-inbox';
import {
  addToCartFromItsPage,
  demoProductsInStock,
  firstOrderPricing,
  orderInNavigationState,
  rupees,
  type ShopProduct,
} from './shop';

/** A demo product the shop has plenty of and Khalti accepts (at least Rs 10), as it sells it now. */
async function productInStock(shopUrl: string): Promise<ShopProduct> {
  const product = (await demoProductsInStock(shopUrl)).find((candidate) => candidate.price >= 10);
  if (!product) throw new Error('No demo product in stock');
  return product;
}

/** The order's payment as the server has it, read with the logged-in customer's token. */
function storedPayment(
  page: Page,
  orderId: string,
): Promise<{ paymentStatus: string; paymentMethod: string }> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/orders/${id}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as { paymentStatus: string; paymentMethod: string };
  }, orderId);
}

/** A new customer, logged in, with two of `product` in the cart. */
async function customerWithCart(page: Page, shopUrl: string, mailUrl: string, product: ShopProduct) {
  const customer = { name: 'Payment Pemba', email: uniqueEmail('payment'), password: 'Pemba-pass1' };
  await createCustomer(shopUrl, mailUrl, customer);
  await logIn(page, shopUrl, customer, '/');

  await addToCartFromItsPage(page, shopUrl, product);
  await page.goto(`${shopUrl}/cart`);
  const line = page.getByRole('article', { name: product.name, exact: true });
  await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect
    .poll(() => line.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).inputValue())
    .toBe('2');
  return customer;
}

/** Checks out the cart (contact, address, review) and lands on /payment; answers the placed order. */
async function checkOut(page: Page): Promise<{ id: string; total: number; reference: string }> {
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await waitForPath(page, '/checkout');
  await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Contact Information' }).waitFor();
  await page.getByLabel('Phone Number').fill('9812345678');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Delivery Address' }).waitFor();
  const kathmandu = page.getByRole('radio', { name: 'Kathmandu' });
  await page.locator('label', { has: kathmandu }).click();
  await page.getByLabel('Colony / Area').fill('Baneshwor');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Review Your Order' }).waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await waitForPath(page, '/payment');
  const order = await orderInNavigationState(page);
  return { ...order, reference: order.id.slice(-8).toUpperCase() };
}

/** The payment page for `order`: its summary and Khalti chosen. */
async function expectPaymentPage(
  page: Page,
  order: { total: number; reference: string },
  product: ShopProduct,
) {
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary.getByText(`Order #${order.reference}`).waitFor();
  await summary.getByText(`2 × ${product.name}`).waitFor();
  expect(await summary.locator('.payment-summary__free').innerText()).toBe('Free');
  expect(await summary.locator('.payment-summary__row--total dd').innerText()).toBe(rupees(order.total));
  expect(await page.getByRole('radio', { name: 'Khalti' }).isChecked()).toBe(true);
}

/** Presses Pay with Khalti and waits for Khalti's (the sandbox's) page; answers its pidx. */
async function goToKhalti(page: Page, shopUrl: string, total: number): Promise<string> {
  await page.getByRole('button', { name: `Pay ${rupees(total)} with Khalti` }).click();
  await page.waitForURL((url) => url.origin !== new URL(shopUrl).origin && url.searchParams.has('pidx'));
  await page.getByLabel('Khalti ID (mobile number)').waitFor();
  return new URL(page.url()).searchParams.get('pidx') ?? '';
}

/**
 * Pays on Khalti's page (the local sandbox) with its test wallet and waits, back in the shop, for the server
 * to have verified it ("Payment Successful!"); answers the pidx.
 */
async function payOnKhalti(page: Page, shopUrl: string, total: number): Promise<string> {
  const pidx = await goToKhalti(page, shopUrl, total);
  const { khaltiIds, mpin, otp } = SANDBOX_TEST_CREDENTIALS;
  await page.getByLabel('Khalti ID (mobile number)').fill(khaltiIds[0]);
  await page.getByLabel('Khalti MPIN').fill(mpin);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByRole('button', { name: /^Pay Rs\./ }).click();
  await waitForPath(page, '/payment-success');
  expect(new URL(page.url()).searchParams.get('pidx')).toBe(pidx);
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
  return pidx;
}

/** The value next to `term` in the success page's order details. */
function detail(page: Page, term: string) {
  return page
    .getByLabel('Order details')
    .locator('div', { has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

describe('a customer paying for an order', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('checks out, pays with Khalti, sees the order paid and gets the "Payment received" e-mail', async () => {
    const product = await productInStock(shopUrl);
    const customer = await customerWithCart(page, shopUrl, mailUrl, product);
    const order = await checkOut(page);
    // A new customer's first order: the Khalti amount is the total after the first-order discount.
    expect(order.total).toBe(firstOrderPricing(Math.round(product.price * 2 * 100) / 100).total);
    await expectPaymentPage(page, order, product);

    // Khalti's page (the local sandbox), with its test wallet; back in the shop, verified on the server.
    const pidx = await payOnKhalti(page, shopUrl, order.total);
    expect(pidx).not.toBe('');
    expect(await detail(page, 'Order ID').innerText()).toBe(`#${order.id.slice(-12).toUpperCase()}`);
    expect(await detail(page, 'Amount').innerText()).toBe(rupees(order.total));
    expect(await detail(page, 'Payment Method').innerText()).toBe('Khalti');
    expect(await detail(page, 'Transaction ID').innerText()).toMatch(/^\S{10,}$/);
    expect(await detail(page, 'Payment Status').innerText()).toBe('Paid');
    await page.getByText('Estimated delivery: 24-48 hours').waitFor();

    // The server has it paid, not just the page: the order as the API reads it now.
    expect(await storedPayment(page, order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'khalti',
    });

    const mail = await waitForEmail(
      mailUrl,
      customer.email,
      `Payment received for your Kukur Pasal order ${order.reference}`,
    );
    expect(mail.text).toContain(product.name);

    // Paid is paid: the payment page no longer offers to pay it.
    await page.goBack();
    await page.goBack();
    await waitForPath(page, '/payment');
    await page.getByText('This order is already paid.').waitFor();
  });

  it('pays with Khalti, cancels from the profile: Khalti refunds it, the profile says Refunded, the refund e-mail arrives', async () => {
    const product = await productInStock(shopUrl);
    const customer = await customerWithCart(page, shopUrl, mailUrl, product);
    const order = await checkOut(page);
    await expectPaymentPage(page, order, product);
    await payOnKhalti(page, shopUrl, order.total);

    await page.goto(`${shopUrl}/profile`);
    const card = page.getByRole('article', { name: `Order #${order.reference}` });
    const payment = card.locator('.order-card__payment');
    await expect.poll(() => payment.innerText()).toMatch(/^Khalti\s*Paid$/);

    // The shop has not approved it yet: Cancel is offered, and the dialog says what happens to the money.
    await card.getByRole('button', { name: `Cancel order #${order.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog
      .getByText(
        `You paid ${rupees(order.total)} with Khalti: cancelling asks Khalti to refund it to your Khalti wallet.`,
        { exact: false },
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('Your order has been successfully cancelled.').waitFor();

    // The worker asks Khalti; the list follows the refund without a reload.
    await card.getByText('Refunded', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await storedPayment(page, order.id)).toMatchObject({ paymentStatus: 'refunded' });

    const cancelled = await waitForEmail(
      mailUrl,
      customer.email,
      `Your Kukur Pasal order ${order.reference} is cancelled`,
    );
    expect(cancelled.text).toContain(
      `We have asked Khalti to refund ${rupees(order.total)} to your Khalti wallet`,
    );
    const refunded = await waitForEmail(
      mailUrl,
      customer.email,
      `Your refund for Kukur Pasal order ${order.reference}`,
    );
    expect(refunded.text).toContain(`Khalti has refunded ${rupees(order.total)}`);
  });

  it('checks out and chooses cash on delivery', async () => {
    const product = await productInStock(shopUrl);
    await customerWithCart(page, shopUrl, mailUrl, product);
    const order = await checkOut(page);
    await expectPaymentPage(page, order, product);

    const cash = page.getByRole('radio', { name: 'Cash on Delivery' });
    await page.locator('label', { has: cash }).click();
    await page.getByRole('button', { name: 'Confirm Cash on Delivery' }).click();

    await waitForPath(page, '/payment-success');
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    expect(await detail(page, 'Order ID').innerText()).toBe(`#${order.id.slice(-12).toUpperCase()}`);
    expect(await detail(page, 'Amount Due on Delivery').innerText()).toBe(rupees(order.total));
    expect(await detail(page, 'Payment Method').innerText()).toBe('Cash on Delivery');
    expect(await detail(page, 'Payment Status').innerText()).toBe('Pay on delivery');
    await page.getByText('Estimated delivery: 24-48 hours').waitFor();
    expect(await storedPayment(page, order.id)).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
    });

    await page.getByRole('link', { name: 'View My Orders' }).click();
    await waitForPath(page, '/profile');
    await page.getByRole('article', { name: `Order #${order.reference}` }).waitFor();
  });

  it('cancels on Khalti’s page, is told so, and Try Again goes back to Khalti with a new payment', async () => {
    const product = await productInStock(shopUrl);
    await customerWithCart(page, shopUrl, mailUrl, product);
    const order = await checkOut(page);
    await expectPaymentPage(page, order, product);

    const firstPidx = await goToKhalti(page, shopUrl, order.total);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await waitForPath(page, '/payment-success');
    await page.getByRole('heading', { level: 1, name: 'Payment Canceled' }).waitFor({ timeout: 30_000 });
    await page.getByText('The payment was canceled. You can try again.').waitFor();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await waitForPath(page, '/payment');
    await expectPaymentPage(page, order, product);
    const secondPidx = await goToKhalti(page, shopUrl, order.total);
    expect(secondPidx).not.toBe(firstPidx);
    await page.getByRole('button', { name: /^Pay Rs\./ }).waitFor();
  });
});
