import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from '@kukur/dev-stack';
import { Browser, chromium, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/**
 * The journeys read the shop in English (their texts are the spec's): the browser says so, since the shop's
 * first visit follows the browser's language (issue 16). A journey in Nepali switches in the header.
 */
export const BROWSER_LOCALE = 'en-US';

/** Debian's Chromium, headless, with the flags this closed network needs (no background traffic). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
}

/**
 * A server-rendered page shows before its code runs: it asks for its scripts after its first paint
 * (apps/api/src/ssr/scripts-after-paint.ts), which can be after the browser's load event. Resolves once the app
 * has taken such a page over (hydrateRoot has claimed #root; a tap from then on is React's); at once on any
 * other page (the app's own, Khalti's, the mail catcher's).
 */
export async function untilTheAppRuns(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('page-scripts') === null ||
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** `goto` and `reload` that return once the app runs the page, as a shopper waits for a page to work. */
function waitingForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilTheAppRuns(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilTheAppRuns(page);
    return response;
  };
}

export interface PagePerTestOptions {
  viewport?: { width: number; height: number };
  /** Where the device says it is (the location permission is granted). */
  geolocation?: { latitude: number; longitude: number };
  /** Default time-out of every wait on the page (Playwright's own default is 30 s). */
  timeoutMs?: number;
}

/**
 * One Chromium for the file and a fresh page for every test, closed after it (the hooks are registered
 * here); `onPage` receives each new page. Every journey also checks that the shop's Content Security Policy
 * refused nothing the pages tried to load or run: a test fails on any violation Chromium reports.
 */
export function openPagePerTest(onPage: (page: Page) => void, options: PagePerTestOptions = {}): void {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let cspViolations: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser!.newPage({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: BROWSER_LOCALE,
      // antd then opens its dialogs without the zoom (see AntdTheme). With it, a click on a button of a dialog
      // that had just opened could press the button and be released over another spot once the zoom began,
      // and do nothing: three journeys failed so on a busy machine ("Notify All Users", "Skip Notification",
      // "Delete"). The accessibility journeys keep the motion in their own contexts.
      reducedMotion: 'reduce',
      ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    });
    if (options.timeoutMs) page.setDefaultTimeout(options.timeoutMs);
    waitingForTheApp(page);
    cspViolations = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    onPage(page);
  });
  afterEach(async () => {
    await page?.close();
    expect(cspViolations, 'Content Security Policy violations').toEqual([]);
  });
}
