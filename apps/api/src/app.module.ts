import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueModule } from '@kukur/server-catalogue';
import { DashboardModule } from '@kukur/server-dashboard';
import { IdentityModule } from '@kukur/server-identity';
import {
  AppConfig,
  AppConfigModule,
  CommitNotificationsModule,
  createLoggingModule,
  createMikroOrmOptions,
  OutboxModule,
  QueueModule,
  RedisClientModule,
} from '@kukur/server-kernel';
import { NotificationModule } from '@kukur/server-notification';
import { OrderingModule } from '@kukur/server-ordering';
import { PaymentsModule } from '@kukur/server-payments';
import { VaccinationModule } from '@kukur/server-vaccination';
import { WebhooksModule } from '@kukur/server-webhooks';
import { HealthController } from './health/health.controller';
import { SeoController } from './seo/seo.controller';
import { MIGRATIONS } from './migrations';

export interface AppModuleOptions {
  /** Build the module graph without opening a database connection (OpenAPI export). */
  connectDatabase?: boolean;
  /** Where logs go instead of standard output (tests). */
  logDestination?: DestinationStream;
}

/** The API's composition root: infrastructure plus every domain module's HTTP side. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        createLoggingModule(config, options.logDestination),
        MikroOrmModule.forRoot({
          ...createMikroOrmOptions(config, MIGRATIONS),
          autoLoadEntities: true,
          // entityManagerPerRequest (create-api-app) instead: it forks only when a request uses the entity manager.
          registerRequestContext: false,
          connect: options.connectDatabase ?? true,
        }),
        CommitNotificationsModule,
        CqrsModule.forRoot(),
        QueueModule.forRoot(config),
        RedisClientModule,
        OutboxModule,
        IdentityModule,
        CatalogueModule,
        OrderingModule,
        PaymentsModule,
        VaccinationModule,
        NotificationModule,
        DashboardModule,
        WebhooksModule,
      ],
      controllers: [HealthController, SeoController],
    };
  }
}
