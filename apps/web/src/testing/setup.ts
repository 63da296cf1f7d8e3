import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a route's first lazy import, and role queries over a whole app's
// DOM, can take longer on a busy 2-core machine (the whole suite runs in parallel: a clean-clone CI run once
// missed 4 s on /payment-success). Waiting longer changes nothing for a passing test.
configure({ asyncUtilTimeout: 10_000 });

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

// Node's own Blob and File (the web project has no Node types; getBuiltinModule needs no import).
const { Blob: NodeBlob, File: NodeFile } = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:buffer'): { Blob: typeof Blob; File: typeof File } };
  }
).process.getBuiltinModule('node:buffer');

/** Makes Node's Blob and File the globals (Node 24's fetch checks its own parts against them); returns the undo. */
function swapInNodeFiles(): () => void {
  const page = { Blob: globalThis.Blob, File: globalThis.File };
  Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });
  return () => Object.assign(globalThis, page);
}

// Under jsdom, FormData, Blob and File are jsdom's, and Node 24's fetch sends a jsdom file part as an empty
// blob: Node's Request gets a Node FormData with the same parts (bytes, file name, type), as a browser sends them.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

/** The bytes jsdom keeps behind one of its Blobs or Files (its wrapper's `impl`); undefined for anything else. */
function jsdomBlobBytes(value: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const impl = Object.getOwnPropertySymbols(value).find((symbol) => symbol.description === 'impl');
  const buffer = impl && (value as Record<symbol, { _buffer?: unknown }>)[impl]?._buffer;
  return ArrayBuffer.isView(buffer) ? (buffer as Uint8Array<ArrayBuffer>) : undefined;
}

function nodeFormDataOf(form: FormData): FormData {
  const restore = swapInNodeFiles();
  try {
    const copy = new NodeFormData();
    for (const [name, value] of form.entries()) {
      const bytes = jsdomBlobBytes(value);
      const file = value as File;
      copy.append(name, bytes ? new NodeFile([bytes], file.name, { type: file.type }) : value);
    }
    return copy;
  } finally {
    restore();
  }
}

// Node's Request (used under jsdom) rejects relative URLs; a browser resolves them against the page.
const NodeRequest = globalThis.Request;
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const body = init?.body;
    super(
      typeof input === 'string' ? new URL(input, window.location.href).href : input,
      body instanceof FormData ? { ...init, body: nodeFormDataOf(body) } : init,
    );
  }

  // Node 24's multipart parser checks the files it makes against the global File, which jsdom replaced: tests
  // read uploads with request.formData(), so parse with Node's File in place.
  override async formData(): Promise<FormData> {
    const bytes = await this.arrayBuffer();
    const headers = { 'content-type': this.headers.get('content-type') ?? '' };
    // The parse runs after an await: the globals stay Node's until it is done (nothing else runs meanwhile).
    const restore = swapInNodeFiles();
    try {
      return await new Response(bytes, { headers }).formData();
    } finally {
      restore();
    }
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

// The specs of a worker share one jsdom and one module cache (vitest.shared.ts): each test leaves them as found.
afterEach(async () => {
  cleanup();
  // The app's one cart lives in memory as well as in local storage: emptied with it, or the next file starts
  // full. Loaded here, after the test: a spec that writes a saved cart before the modules load (vi.hoisted) sees
  // the cart restore it.
  const { cartStore } = await import('@/features/cart/cart-store');
  cartStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  dayjs.locale('en');
  // Every test starts in English (the spec's texts), whatever language the previous one chose.
  document.cookie = 'kp_lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
  if (appI18n.language !== 'en') await appI18n.changeLanguage('en');
});
