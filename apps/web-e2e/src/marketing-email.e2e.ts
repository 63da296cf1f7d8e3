import { DEMO_ADMIN, listEmails } from '@kukur/dev-stack';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiLogin, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { NEWSLETTER_SUBJECTS, rawEmail, tokenLinkIn, waitForEmail } from './mail-inbox';

/** Announces a product as the admin would, and waits until every e-mail of it is out. */
async function announce(shopUrl: string, productId: string): Promise<void> {
  const token = await apiLogin(shopUrl, DEMO_ADMIN);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${shopUrl}/api/notifications/send-product-notification`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId }),
  });
  expect(started.status).toBe(202);
  const { announcementId } = (await started.json()) as { announcementId: string };
  await expect
    .poll(
      async () => {
        const progress = await fetch(`${shopUrl}/api/notifications/announcements/${announcementId}`, {
          headers,
        });
        return ((await progress.json()) as { status: string }).status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
}

describe('marketing e-mail a visitor can leave', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('subscribe -> confirm from the e-mail -> receive an announcement -> unsubscribe from its link -> no more announcements', async () => {
    const address = uniqueEmail('marketing');
    const products = (await (await fetch(`${shopUrl}/api/products`)).json()) as {
      id: string;
      name: string;
    }[];
    const product = products[0]!;
    const announcementSubject = `New at Kukur Pasal: ${product.name}`;
    const announcementsTo = async () =>
      (await listEmails(mailUrl)).filter(
        (mail) => mail.subject === announcementSubject && mail.to.some((to) => to.address === address),
      ).length;

    // Subscribe on the home page: nothing but the confirmation request arrives.
    await page.goto(shopUrl);
    const input = page.getByPlaceholder(/email/i).last();
    await input.scrollIntoViewIfNeeded();
    await input.fill(address);
    await page.getByRole('button', { name: /subscribe/i }).click();
    await page
      .getByText(/Please check your inbox and click the link/)
      .first()
      .waitFor();
    const confirmation = await waitForEmail(mailUrl, address, NEWSLETTER_SUBJECTS.confirm);
    expect(await rawEmail(mailUrl, confirmation)).not.toMatch(/^List-Unsubscribe:/im);

    // Open the confirmation link: the page asks, the button confirms.
    await page.goto(tokenLinkIn(confirmation, '/newsletter/confirm'));
    await page
      .getByText(`Start sending news about new products, vaccination reminders and offers to ${address}?`)
      .waitFor();
    await page.getByRole('button', { name: 'Confirm Subscription' }).click();
    await page.getByRole('heading', { name: "You're subscribed!" }).waitFor();
    await waitForEmail(mailUrl, address, NEWSLETTER_SUBJECTS.welcome);

    // An announcement arrives, with the one-click headers and an unsubscribe link of its own.
    await announce(shopUrl, product.id);
    const announcement = await waitForEmail(mailUrl, address, announcementSubject);
    const source = await rawEmail(mailUrl, announcement);
    expect(source).toMatch(
      /^List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>/im,
    );
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);

    // Unsubscribe from the e-mail's link, without logging in.
    await page.goto(tokenLinkIn(announcement, '/unsubscribe'));
    await page.getByRole('heading', { name: 'Unsubscribe from our e-mails?' }).waitFor();
    await page
      .getByText(`${address} will no longer receive newsletters or product announcements.`, { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();

    // The next announcement does not reach the address.
    await announce(shopUrl, product.id);
    expect(await announcementsTo()).toBe(1);
  });
});
