/**
 * The Khalti sandbox on its own: `node tools/khalti-sandbox/dist/main.js`.
 * KHALTI_SANDBOX_PORT (default 9090), KHALTI_SECRET_KEY (default the local key), KHALTI_SANDBOX_HOST
 * (default 127.0.0.1), KHALTI_SANDBOX_PUBLIC_HOST (default localhost), KHALTI_SANDBOX_EXPIRES_IN (seconds, 1800).
 */
import { LOCAL_SANDBOX_SECRET_KEY, SANDBOX_TEST_CREDENTIALS } from './credentials';
import { startKhaltiSandbox } from './sandbox';

function whole(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name}=${raw} is not valid (a whole number >= ${min}).`);
  return value;
}

async function main(): Promise<void> {
  const secretKey = process.env.KHALTI_SECRET_KEY?.trim() || LOCAL_SANDBOX_SECRET_KEY;
  const sandbox = await startKhaltiSandbox({
    port: whole('KHALTI_SANDBOX_PORT', 9090, 0),
    host: process.env.KHALTI_SANDBOX_HOST?.trim() || undefined,
    publicHost: process.env.KHALTI_SANDBOX_PUBLIC_HOST?.trim() || undefined,
    expiresInSeconds: whole('KHALTI_SANDBOX_EXPIRES_IN', 1800, 1),
    secretKey,
  });
  const { khaltiIds, mpin, otp } = SANDBOX_TEST_CREDENTIALS;
  console.log(
    [
      'Khalti sandbox (local stand-in) is running',
      `  API base URL   ${sandbox.baseUrl}   (KHALTI_BASE_URL)`,
      `  Secret key     ${secretKey}   (Authorization: Key <secret key>)`,
      `  Payment pages  ${sandbox.url}`,
      `  Test login     Khalti ID ${khaltiIds[0]}..${khaltiIds[khaltiIds.length - 1].slice(-1)}, MPIN ${mpin}, OTP ${otp}`,
      `  Test controls  ${sandbox.url}/__sandbox/payments, ${sandbox.url}/__sandbox/faults`,
      'Ctrl-C to stop',
    ].join('\n'),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void sandbox.stop().then(() => process.exit(0));
    });
}

main().catch((error: unknown) => {
  console.error(`[khalti-sandbox] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
