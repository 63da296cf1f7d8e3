/** @kukur/khalti-sandbox: a local stand-in for Khalti's ePayment API (KPG-2) and its payment page. */
export {
  startKhaltiSandbox,
  type KhaltiSandbox,
  type KhaltiSandboxOptions,
  type SandboxOutcome,
} from './sandbox';
export { PAYMENT_STATUSES, type PaymentPatch, type PaymentStatus, type SandboxPayment } from './store';
export { FAULT_ENDPOINTS, type ActiveFault, type FaultEndpoint, type FaultSpec } from './faults';
export { LOCAL_SANDBOX_SECRET_KEY, SANDBOX_TEST_CREDENTIALS } from './credentials';
export { callbackUrl } from './callback';
