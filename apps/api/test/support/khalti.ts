import { startKhaltiSandbox, type FaultSpec, type KhaltiSandbox } from '@kukur/khalti-sandbox';

export const SANDBOX_KEY = 'test_secret_key_for_api_tests';

/** The Khalti sandbox on a free loopback port, and its test controls. */
export interface TestKhalti {
  sandbox: KhaltiSandbox;
  env: Record<string, string>;
  /** Force a payment's state at "Khalti" (status, total_amount, transaction_id). */
  force(pidx: string, state: Record<string, unknown>): Promise<void>;
  /** Pay as the customer would on Khalti's page. */
  complete(pidx: string): Promise<void>;
  /** Make the next call(s) to an endpoint fail or hang (after carrying it out, with `afterProcessing`). */
  fault(fault: FaultSpec): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestKhalti(): Promise<TestKhalti> {
  const sandbox = await startKhaltiSandbox({ port: 0, secretKey: SANDBOX_KEY });
  const origin = new URL(sandbox.baseUrl).origin;
  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/__sandbox/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  };
  return {
    sandbox,
    env: { KHALTI_BASE_URL: sandbox.baseUrl, KHALTI_SECRET_KEY: SANDBOX_KEY, KHALTI_TIMEOUT_MS: '800' },
    force: (pidx, state) => control(`payments/${pidx}`, state),
    complete: (pidx) => control(`payments/${pidx}/complete`, { mobile: '9800000001' }),
    fault: (fault) => control('faults', fault),
    stop: () => sandbox.stop(),
  };
}
