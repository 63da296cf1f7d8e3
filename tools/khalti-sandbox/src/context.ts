import type { FaultQueue } from './faults';
import type { PaymentStore } from './store';

/** What the request handlers share. */
export interface SandboxContext {
  store: PaymentStore;
  faults: FaultQueue;
  secretKey: string;
  /** The payment page of `pidx`, as the browser reaches it. */
  pageUrl(pidx: string): string;
}

/** An answer a handler decided on. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}
