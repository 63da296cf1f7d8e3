import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a route's first lazy import can take longer on a busy 2-core
// machine (the whole suite runs in parallel). Waiting longer changes nothing for a passing test.
configure({ asyncUtilTimeout: 4_000 });

// The toasts' antd code loads after the first paint in the shop (FeedbackProvider); here it is compiled once per
// test file up front, so a test's first toast does not wait for that compilation.
await import('@/shared/ui/feedback/feedback-host');

// antd's responsive helpers ask for matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Node's Request (used under jsdom) rejects relative URLs; a browser resolves them against the page.
const NodeRequest = globalThis.Request;
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

// jsdom does not implement pseudo-element styles; antd's scroll locker asks for them when a dialog opens.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

// jsdom lacks ResizeObserver, which antd's tabs and overflow helpers use; nothing resizes in tests.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// jsdom does not implement scrolling.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// After the patches above: the API client, which the texts' module reaches, takes Request when it is created.
const { appI18n, loadEnglishTexts } = await import('@/shared/i18n');
// Every English text at once: components render here without the route that would load theirs.
await loadEnglishTexts(appI18n);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // Every test starts in English (the spec's texts), whatever language the previous one chose.
  document.cookie = 'kp_lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
  if (appI18n.language !== 'en') await appI18n.changeLanguage('en');
});
