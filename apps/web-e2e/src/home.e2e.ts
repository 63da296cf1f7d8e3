import { listEmails } from '@kukur/dev-stack';
import { demoProducts } from '@kukur/seed';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from './browser';

describe('a visitor on the home page', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');

  openPagePerTest((opened) => (page = opened));

  it('sees products from the database and filters them by category', async () => {
    await page.goto(shopUrl);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    const names = await cards.allInnerTexts();
    const seededNames = demoProducts.map((product) => product.name);
    expect(names.some((text) => seededNames.some((name) => text.includes(name)))).toBe(true);

    await page.getByRole('button', { name: 'Toys', exact: true }).click();
    await page.getByRole('heading', { name: 'Toys Products' }).waitFor();
    await expect
      .poll(async () => {
        const texts = await page.getByTestId('product-card').allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('Toys'));
      })
      .toBe(true);
    const toyCount = demoProducts.filter((product) => product.category === 'Toys').length;
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(toyCount);
  });

  it('writes its own text (headings, footer) in the same font as its buttons, not the browser’s default', async () => {
    await page.goto(shopUrl);
    const fontOf = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).fontFamily);
    const buttonFont = await fontOf(page.getByRole('button', { name: 'Toys', exact: true }));
    const defaultFont = await page.evaluate(() => {
      const probe = document.createElement('iframe');
      document.body.append(probe);
      const font = getComputedStyle(probe.contentDocument!.body).fontFamily;
      probe.remove();
      return font;
    });
    expect(buttonFont).not.toBe(defaultFont);
    expect(await fontOf(page.getByRole('heading', { level: 1 }))).toBe(buttonFont);
    expect(await fontOf(page.getByRole('contentinfo'))).toBe(buttonFont);
  });

  it('subscribes to the newsletter and finds the e-mail in the mail catcher', async () => {
    const address = `journey-${Date.now()}@example.com`;
    await page.goto(shopUrl);
    const input = page.getByPlaceholder(/email/i).last();
    await input.scrollIntoViewIfNeeded();
    await input.fill('not-an-address');
    await page.getByText('Please enter a valid email address').waitFor();
    await input.fill(address);
    await page.getByRole('button', { name: /subscribe/i }).click();
    // Double opt-in: the answer asks to confirm from the inbox; the one e-mail is the confirmation request.
    await page
      .getByText(/Please check your inbox and click the link/)
      .first()
      .waitFor();

    await expect
      .poll(
        async () =>
          (await listEmails(inject('mailUrl'))).filter((mail) => mail.to.some((to) => to.address === address))
            .length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
  });

  it('has a header that fits from a laptop to a wide screen, with room for the whole search hint, in both languages', async () => {
    await page.goto(shopUrl);
    const search = page.locator('.site-header__search').getByRole('searchbox');
    for (const language of ['English', 'नेपाली']) {
      await page
        .getByRole('group', { name: /Language|भाषा/ })
        .getByRole('button', { name: language })
        .click();
      for (const width of [1280, 1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const fit = await search.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontSize} ${style.fontFamily}`;
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          const bar = input.closest('.site-header__bar')!;
          return {
            hintFits: context.measureText(input.placeholder).width + padding <= input.clientWidth,
            barOverflow: bar.scrollWidth - bar.clientWidth,
          };
        });
        expect({ language, width, ...fit }).toEqual({ language, width, hintFits: true, barOverflow: 0 });
      }
    }
  });

  it('shows Page not found for an unknown address, also on reload', async () => {
    await page.goto(`${shopUrl}/no-such-page`);
    await page.getByText('Page not found').first().waitFor();
    await page.reload();
    await page.getByText('Page not found').first().waitFor();
  });
});
