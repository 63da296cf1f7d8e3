import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectHeaderAccount, logIn, siteHeader, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { BROWSER_LOCALE, launchChromium, untilTheAppRuns } from './browser';
import { demoProductsInStock, rupees, type ShopProduct } from './shop';
import { anAntiRabiesVaccine } from './vaccination-booking';

/** Everything the page reported as going wrong: console errors and warnings (React's hydration), uncaught errors. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Whether the page came from the server rendered (it carries the state the browser hydrates from). */
function serverRendered(page: Page): Promise<boolean> {
  return page.evaluate(() => document.getElementById('server-render-data') !== null);
}

describe('server-rendered catalogue pages', () => {
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');
  let browser: Browser;
  let context: BrowserContext | undefined;
  let product: ShopProduct;

  beforeAll(async () => {
    browser = await launchChromium();
    [product] = await demoProductsInStock(shopUrl);
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A phone-sized page unless `wide` (the header's search box and account links show on wider screens). */
  async function openPage(options: { javaScriptEnabled?: boolean; wide?: boolean } = {}): Promise<Page> {
    const { wide = false, ...contextOptions } = options;
    context = await browser.newContext({
      locale: BROWSER_LOCALE,
      viewport: wide ? { width: 1280, height: 900 } : { width: 390, height: 844 },
      ...contextOptions,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  it('shows a product’s name, price and photo without any JavaScript', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shopUrl}/products/${product.id}`);

    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByText(rupees(product.price)).first().waitFor();
    const photo = page.getByRole('img', { name: product.name }).first();
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Without the app the button cannot add anything, and says so (a tap is not silently dropped).
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    expect(await addToCart.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows every section of the home page without JavaScript, none left transparent for a fade-in', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shopUrl}/`);
    await page.getByTestId('product-card').first().waitFor();
    const opacities = await page
      .getByRole('main')
      .locator('section')
      .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).opacity));
    expect(opacities.length).toBeGreaterThan(3);
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
  });

  it('shows a vaccine’s booking card without JavaScript, styled as the app shows it, its button saying it is not ready yet', async () => {
    const vaccine = await anAntiRabiesVaccine(shopUrl);
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shopUrl}/vaccination/${vaccine.id}`);
    await page.getByRole('heading', { level: 1, name: vaccine.name }).waitFor();
    // A tap before the app has taken over would open nothing: the button says so (and waits, for a robot).
    const schedule = page.getByRole('button', { name: 'Schedule Vaccination' });
    expect(await schedule.getAttribute('aria-disabled')).toBe('true');
    const card = page.getByRole('region', { name: 'Schedule Vaccination' });
    const cardWithoutApp = await card.boundingBox();
    await page.context().close();

    // The card is a lazy part of the page: its stylesheet comes with the page, so it does not change size (and
    // push the page down) once its code arrives.
    const withApp = await openPage();
    await withApp.goto(`${shopUrl}/vaccination/${vaccine.id}`);
    await untilTheAppRuns(withApp);
    const liveSchedule = withApp.getByRole('button', { name: 'Schedule Vaccination' });
    await expect.poll(() => liveSchedule.getAttribute('aria-disabled')).toBeNull();
    expect(await withApp.getByRole('region', { name: 'Schedule Vaccination' }).boundingBox()).toEqual(
      cardWithoutApp,
    );
  });

  it('hydrates a product page without a console error, and Add to Cart works', async () => {
    const page = await openPage();
    const problems = recordProblems(page);
    await page.goto(`${shopUrl}/products/${product.id}`);
    const addToCartButton = page.getByRole('button', { name: 'Add to Cart', exact: true });
    expect(await serverRendered(page)).toBe(true);
    await untilTheAppRuns(page);

    // The page painted before its code was even asked for (the server has it loaded after the first paint).
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(10);
    expect(Math.min(...scripts)).toBeGreaterThan(paint);

    // Taken over by the app, the button is live.
    await expect.poll(() => addToCartButton.getAttribute('aria-disabled')).toBeNull();
    await addToCartButton.click();
    const toast = page.getByText(`"${product.name}" has been added to your cart.`).first();
    await toast.waitFor();
    // The toast shows below the header: the phone's cart link can be tapped meanwhile (a trial tap checks
    // that the link itself would receive it).
    await siteHeader(page)
      .getByRole('link', { name: 'Cart (1 item)' })
      .click({ trial: true, timeout: 1_000 });
    expect(await toast.isVisible()).toBe(true);
    // The similar products and reviews, left to the browser, arrive too.
    await page.getByRole('region', { name: 'Customer Reviews' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('hydrates the home page: the header search navigates in the app', async () => {
    const page = await openPage({ wide: true });
    const problems = recordProblems(page);
    await page.goto(`${shopUrl}/`);
    expect(await serverRendered(page)).toBe(true);
    await untilTheAppRuns(page);

    await siteHeader(page).getByRole('searchbox', { name: 'Search products' }).fill('pedigree');
    await siteHeader(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Search Results for "pedigree"' }).waitFor();
    // A navigation inside the app: the page was not loaded again from the server.
    expect(await serverRendered(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('leaves a visitor where they scrolled before the app ran, and their tap on a category there works', async () => {
    const page = await openPage({ wide: true });
    const problems = recordProblems(page);
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`${shopUrl}/`);
    expect(await serverRendered(page)).toBe(true);
    const toys = page.getByRole('button', { name: 'Toys', exact: true });
    await toys.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    await untilTheAppRuns(page);
    // The cards' buttons go live once hydration has finished, after the layout's first effects.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Add .* to cart$/ })
          .first()
          .getAttribute('aria-disabled'),
      )
      .toBeNull();
    // Within a pixel or two (the browser's scroll anchoring follows sub-pixel changes above).
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(2);
    await toys.click();
    await page.getByRole('heading', { name: 'Toys Products' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows a logged-in customer’s header and cart once a server-rendered page has hydrated', async () => {
    const customer = { name: 'Hydrated Hari', email: uniqueEmail('ssr'), password: 'Hari-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const page = await openPage({ wide: true });
    await logIn(page, shopUrl, customer, '/');
    await page.goto(`${shopUrl}/products/${product.id}`);
    await untilTheAppRuns(page);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await siteHeader(page).getByRole('link', { name: 'Cart (1 item)' }).waitFor();

    // Loaded afresh: the server sent an anonymous visitor's page; the browser shows the customer's.
    const problems = recordProblems(page);
    await page.goto(`${shopUrl}/products/${product.id}`);
    expect(await serverRendered(page)).toBe(true);
    await expectHeaderAccount(page, 'customer');
    await siteHeader(page).getByRole('link', { name: 'Cart (1 item)' }).waitFor();
    await page.goto(`${shopUrl}/`);
    await expectHeaderAccount(page, 'customer');
    await page.getByRole('heading', { name: `Welcome back, ${customer.name}!` }).waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps what a visitor typed into the login form before the app ran, and logs in with it', async () => {
    const customer = { name: 'Early Ema', email: uniqueEmail('ssr-login'), password: 'Ema-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const page = await openPage({ wide: true });
    const problems = recordProblems(page);
    // A slow connection: the app's code arrives two seconds after the page.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`${shopUrl}/login`);
    expect(await serverRendered(page)).toBe(true);
    const card = page.getByRole('region', { name: 'Login', exact: true });
    await card.getByLabel('Email').fill(customer.email);
    await card.getByLabel('Password', { exact: true }).fill(customer.password);
    // The browser cannot submit it on its own (the password in the address): Enter does nothing yet.
    const login = card.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    await untilTheAppRuns(page);
    await login.click();
    await waitForPath(page, '/');
    await expectHeaderAccount(page, 'customer');
    expect(problems).toEqual([]);
  });
});
