import type { Locator, Page } from 'playwright-core';
import { untilTheAppRuns } from './browser';

/** The shop's header (the page's banner landmark). */
export function siteHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/** Waits until the app shows `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page
    .waitForURL((url) => url.pathname === pathname)
    .catch((error: unknown) => {
      throw new Error(`Expected the app to show ${pathname}, but it shows ${page.url()}`, { cause: error });
    });
}

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Login', exact: true });
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password', { exact: true }).fill(password);
  // Not exact: after a failed attempt antd can leave its hidden "loading" icon in the button's name.
  await card.getByRole('button', { name: 'Login' }).click();
}

/** Opens /login, logs in and waits for the page the app lands on (`landing`). */
export async function logIn(
  page: Page,
  shopUrl: string,
  account: { email: string; password: string },
  landing: string,
): Promise<void> {
  await page.goto(`${shopUrl}/login`);
  // The login page comes server-rendered: typing goes to the app's form once it runs (pages of
  // openPagePerTest wait by themselves, a test's own context does not).
  await untilTheAppRuns(page);
  await submitLogin(page, account.email, account.password);
  await waitForPath(page, landing);
}

/** Header Logout, then the spec's confirmation dialog and its Logout button; ends on /home. */
export async function logOutFromHeader(page: Page): Promise<void> {
  await siteHeader(page).getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await dialog.getByText('Are you sure you want to log out of your account?').waitFor();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/home');
  await page.getByText('You have been logged out successfully.').first().waitFor();
}

/** Waits until the header offers a customer's account links (Profile, Logout) or a visitor's (Login, Sign Up) and not the other pair. */
export async function expectHeaderAccount(page: Page, who: 'customer' | 'visitor'): Promise<void> {
  const header = siteHeader(page);
  const customerLinks = [
    header.getByRole('link', { name: 'Profile', exact: true }),
    header.getByRole('button', { name: 'Logout', exact: true }),
  ];
  const visitorLinks = [
    header.getByRole('link', { name: 'Login', exact: true }),
    header.getByRole('link', { name: 'Sign Up', exact: true }),
  ];
  const [shown, absent] = who === 'customer' ? [customerLinks, visitorLinks] : [visitorLinks, customerLinks];
  for (const locator of shown) await locator.waitFor();
  for (const locator of absent) await locator.waitFor({ state: 'hidden' });
}
