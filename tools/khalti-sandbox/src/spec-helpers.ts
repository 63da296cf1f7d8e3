// Helpers for this package's specs: a sandbox on a free loopback port with a clock the test moves.
import { startKhaltiSandbox, type KhaltiSandbox, type KhaltiSandboxOptions } from './sandbox';

export const TEST_KEY = 'test_secret_key_spec';

/** A JSON answer: status, parsed body, headers. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A sandbox for one spec, plus small clients for its API, page and controls. */
export interface SandboxHarness {
  sandbox: KhaltiSandbox;
  /** Moves the sandbox clock forward. */
  advance(seconds: number): void;
  /** POST a JSON body to `<baseUrl><path>` with `Authorization: Key TEST_KEY` (or `authorization`). */
  api<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    authorization?: string | null,
  ): Promise<Answer<T>>;
  /** Initiates a valid Rs. 1,300 payment; `overrides` change or (undefined) drop fields. */
  initiate(overrides?: Record<string, unknown>): Promise<{ pidx: string; payment_url: string }>;
  lookup(pidx: string): Promise<Answer>;
  /** A call to a /__sandbox/ control. */
  control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** GET a page; `text` is its HTML. */
  page(url: string): Promise<{ status: number; text: string; headers: Headers }>;
  /** POST the page's form (no redirect following): status, Location, HTML. */
  submit(fields: Record<string, string>): Promise<{ status: number; location: string | null; text: string }>;
}

export const ORDER = {
  return_url: 'http://localhost:3000/checkout/khalti/return',
  website_url: 'http://localhost:3000/',
  amount: 130000,
  purchase_order_id: 'KP-1001',
  purchase_order_name: 'Dog food 3 kg',
  customer_info: { name: 'Ram Bahadur', email: 'ram@example.com', phone: '9800000123' },
  amount_breakdown: [
    { label: 'Mark Price', amount: 115000 },
    { label: 'VAT', amount: 15000 },
  ],
  product_details: [
    { identity: 'p-1', name: 'Dog food 3 kg', total_price: 130000, quantity: 1, unit_price: 130000 },
  ],
};

/** ORDER with `overrides` applied; an override of undefined drops the field. */
export function orderWith(overrides: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...ORDER, ...overrides };
  for (const key of Object.keys(overrides)) if (overrides[key] === undefined) delete body[key];
  return body;
}

export async function startHarness(options: Partial<KhaltiSandboxOptions> = {}): Promise<SandboxHarness> {
  let clock = Date.now();
  const sandbox = await startKhaltiSandbox({ secretKey: TEST_KEY, now: () => clock, ...options });
  const json = async <T>(response: Response): Promise<Answer<T>> => {
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  };
  const api: SandboxHarness['api'] = async (path, body, authorization = `Key ${TEST_KEY}`) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (authorization !== null) headers.Authorization = authorization;
    const response = await fetch(new URL(path, sandbox.baseUrl), {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return json(response);
  };
  return {
    sandbox,
    advance: (seconds) => {
      clock += seconds * 1000;
    },
    api,
    initiate: async (overrides = {}) => {
      const answer = await api<{ pidx: string; payment_url: string }>(
        'epayment/initiate/',
        orderWith(overrides),
      );
      if (answer.status !== 200)
        throw new Error(`initiate answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    lookup: (pidx) => api('epayment/lookup/', { pidx }),
    control: async (method, path, body) =>
      json(
        await fetch(new URL(path, sandbox.baseUrl), {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    page: async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text(), headers: response.headers };
    },
    submit: async (fields) => {
      const response = await fetch(`${sandbox.url}/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        text: await response.text(),
      };
    },
  };
}
