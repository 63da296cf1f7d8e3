/**
 * The Khalti sandbox as its own process, so `npm start` can restart it when it crashes (payments it
 * held in memory are then gone): `node tools/dev-stack/dist/khalti-sandbox-main.js` with
 * KHALTI_SANDBOX_PORT and KHALTI_SECRET_KEY. SIGTERM/SIGINT stop it.
 */
import { startKhaltiSandbox } from '@kukur/khalti-sandbox';

async function main(): Promise<void> {
  const port = Number(process.env.KHALTI_SANDBOX_PORT);
  const secretKey = process.env.KHALTI_SECRET_KEY?.trim();
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error('KHALTI_SANDBOX_PORT must be a port');
  if (!secretKey) throw new Error('KHALTI_SECRET_KEY is not set');
  const sandbox = await startKhaltiSandbox({ port, secretKey });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void sandbox.stop().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
