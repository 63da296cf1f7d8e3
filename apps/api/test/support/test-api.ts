import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '@kukur/server-kernel';
import type { App } from 'supertest/types';
import type { AppModuleOptions } from '../../src/app.module';
import { createApiApp } from '../../src/create-api-app';
import { reachedRoute, recordErrorAnswers } from './error-answers-record';
import { testConfig } from './test-config';

export interface TestApi {
  app: NestFastifyApplication;
  http: App;
  orm: MikroORM;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real API application on the run's database and Redis, ready for supertest. */
export async function startTestApi(
  config: AppConfig = testConfig(),
  options: AppModuleOptions = {},
): Promise<TestApi> {
  const app = await createApiApp(config, options);
  // Ahead of the routes, which init() mounts: every error answer is checked against the document.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preHandler', reachedRoute);
  fastify.addHook('onSend', recordErrorAnswers);
  await app.init();
  await fastify.ready();
  return {
    app,
    http: app.getHttpServer(),
    orm: app.get(MikroORM),
    config,
    close: () => app.close(),
  };
}

const TABLES = [
  'product',
  'newsletter_subscription',
  'outbox_message',
  'sent_email',
  'app_user',
  'otp_code',
  'refresh_token',
  'product_review',
  'announcement',
  'announcement_recipient',
  'customer_order',
  'order_item',
  'order_history',
  'payment',
  'vaccination_booking',
  'vaccination_booking_vaccine',
  'vaccination_booking_history',
  'vaccination_slot',
  'dashboard_activity',
  'partner_enquiry',
  'webhook_endpoint',
  'webhook_delivery',
  'webhook_delivery_attempt',
];

/** Empties every table so each test starts from a known state. */
export async function resetDatabase(orm: MikroORM): Promise<void> {
  await orm.em.getConnection().execute(`truncate ${TABLES.join(', ')} cascade`);
}
