import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { isValidEmail } from '@kukur/contracts';
import { EnsureAdminCommand } from '@kukur/server-identity';
import { loadConfig } from '@kukur/server-kernel';
import { createInterface } from 'node:readline/promises';
import { createApiApp } from '../create-api-app';

const USAGE = 'Usage: ADMIN_PASSWORD=... node apps/api/dist/cli/create-admin.js <email> [name]';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  process.stderr.write('Password for the new admin: ');
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/**
 * Creates an admin account on the configured database (or gives an existing account the admin role).
 * No HTTP route can make an admin; this and ADMIN_EMAIL/ADMIN_PASSWORD at start-up are the only ways.
 */
async function main(): Promise<void> {
  const [email, ...nameParts] = process.argv.slice(2);
  if (!email || !isValidEmail(email)) throw new Error(USAGE);
  const password = await readPassword();
  if (password.length < 8) throw new Error('The admin password must have at least 8 characters.');
  const config = loadConfig({
    ...process.env,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    LOG_LEVEL: 'warn',
  });
  const app = await createApiApp(config);
  await app.init();
  try {
    const result = await app
      .get(CommandBus)
      .execute(new EnsureAdminCommand(email, password, nameParts.join(' ') || config.ADMIN_NAME));
    console.log(result.created ? `Created admin ${result.email}` : `${result.email} is now an admin`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
