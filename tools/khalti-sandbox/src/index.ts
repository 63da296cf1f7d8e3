/** @kukur/khalti-sandbox: a local stand-in for Khalti's ePayment API (KPG-2) and its payment page. */
export {
  startKhaltiSandbox,
  type KhaltiSandbox,
  type KhaltiSandboxOptions,
  type SandboxOutcome,
} from './sandbox';
export type { PaymentPatch, PaymentStatus, SandboxPayment } from './store';
export type { ActiveFault, FaultEndpoint, FaultSpec } from './faults';
export { LOCAL_SANDBOX_SECRET_KEY, SANDBOX_TEST_CREDENTIALS } from './credentials';
