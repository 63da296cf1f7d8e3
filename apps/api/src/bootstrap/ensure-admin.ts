import { INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdminCommand } from '@kukur/server-identity';
import type { AppConfig } from '@kukur/server-kernel';

/** Creates the configured admin account (ADMIN_EMAIL/ADMIN_PASSWORD) if it does not exist yet. */
export async function ensureConfiguredAdmin(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const result = await app
    .get(CommandBus)
    .execute(new EnsureAdminCommand(config.ADMIN_EMAIL, config.ADMIN_PASSWORD, config.ADMIN_NAME));
  if (result.created) new Logger('Bootstrap').log(`Created the admin account ${result.email}`);
}
