import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callbackUrl } from './callback';
import type { SandboxContext } from './context';
import { isTestKhaltiId, SANDBOX_TEST_CREDENTIALS } from './credentials';
import { FaultQueue, type ActiveFault, type FaultSpec } from './faults';
import { API_PREFIX, createRouter, REFUND_API_PREFIX } from './router';
import { PaymentStore, type PaymentPatch, type SandboxPayment } from './store';

/** Options of `startKhaltiSandbox`. */
export interface KhaltiSandboxOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** The key the API must send as `Authorization: Key <secretKey>`. */
  secretKey: string;
  /** Host name the browser uses in `payment_url`; default "localhost". */
  publicHost?: string;
  /** Lifetime of a payment link; default 1800 (Khalti's sandbox). */
  expiresInSeconds?: number;
  /** Clock in milliseconds, for tests of expiry; default `Date.now`. */
  now?: () => number;
}

/** A payment the sandbox completed or canceled, and where the browser would be sent. */
export interface SandboxOutcome {
  payment: SandboxPayment;
  /** The merchant's return_url with Khalti's callback parameters. */
  redirectUrl: string;
}

/** A running Khalti sandbox. */
export interface KhaltiSandbox {
  /** Khalti API base for the server side, e.g. http://127.0.0.1:9090/api/v2/ (append "epayment/initiate/"). */
  baseUrl: string;
  /** Khalti Refund API base, e.g. http://127.0.0.1:9090/api/ (append "merchant-transaction/{id}/refund/"). */
  refundBaseUrl: string;
  /** Root of the payment pages for the browser, e.g. http://localhost:9090 (home page lists payments). */
  url: string;
  port: number;
  secretKey: string;
  /** The payment page of `pidx` (what initiate answers as payment_url). */
  pageUrl(pidx: string): string;
  payments(): SandboxPayment[];
  payment(pidx: string): SandboxPayment | undefined;
  /** Forces a state (like POST /__sandbox/payments/{pidx}). */
  update(pidx: string, patch: PaymentPatch): SandboxPayment;
  /** Pays an Initiated payment as the page would (default Khalti ID 9800000000). */
  complete(pidx: string, mobile?: string): SandboxOutcome;
  /** Cancels an Initiated payment as the page's Cancel button would. */
  cancel(pidx: string): SandboxOutcome;
  /** Makes upcoming initiate/lookup/refund calls fail or hang (like POST /__sandbox/faults). */
  injectFault(fault: FaultSpec): ActiveFault;
  /** Forgets every payment and fault. */
  reset(): void;
  /** Closes the server, including hanging requests. Safe to call twice. */
  stop(): Promise<void>;
}

/** Starts the local stand-in for Khalti's ePayment API (KPG-2) and its payment page. */
export async function startKhaltiSandbox(options: KhaltiSandboxOptions): Promise<KhaltiSandbox> {
  if (!options.secretKey) throw new Error('The Khalti sandbox needs a secretKey.');
  const expiresInSeconds = options.expiresInSeconds ?? 1800;
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1)
    throw new Error(`expiresInSeconds must be a whole number of seconds (got ${expiresInSeconds}).`);
  const host = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? 'localhost';
  const store = new PaymentStore(expiresInSeconds, options.now ?? Date.now);
  const faults = new FaultQueue();
  const server = http.createServer();
  const port = await listen(server, options.port ?? 0, host);

  const url = `http://${bracketed(publicHost)}:${port}`;
  const origin = `http://${bracketed(reachable(host))}:${port}`;
  const baseUrl = `${origin}${API_PREFIX}`;
  const pageUrl = (pidx: string): string => `${url}/?pidx=${encodeURIComponent(pidx)}`;
  const context: SandboxContext = { store, faults, secretKey: options.secretKey, pageUrl };
  server.on('request', createRouter(context, baseUrl));

  let stopping: Promise<void> | undefined;
  const outcome = (payment: SandboxPayment): SandboxOutcome => ({
    payment,
    redirectUrl: callbackUrl(payment),
  });
  return {
    baseUrl,
    refundBaseUrl: `${origin}${REFUND_API_PREFIX}`,
    url,
    port,
    secretKey: options.secretKey,
    pageUrl,
    payments: () => store.all(),
    payment: (pidx) => store.get(pidx),
    update: (pidx, patch) => store.update(pidx, patch),
    complete: (pidx, mobile = SANDBOX_TEST_CREDENTIALS.khaltiIds[0]) => {
      if (!isTestKhaltiId(mobile)) throw new Error(`${mobile} is not a sandbox test Khalti ID.`);
      return outcome(store.complete(pidx, mobile));
    },
    cancel: (pidx) => outcome(store.cancel(pidx)),
    injectFault: (fault) => faults.add(fault),
    reset: () => {
      store.clear();
      faults.clear();
    },
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets and hanging (fault) requests
      })),
  };
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use, so the Khalti sandbox cannot listen on it.`)
          : error,
      );
    server.once('error', onError);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Where a client on this machine reaches a server listening on `host`. */
function reachable(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
