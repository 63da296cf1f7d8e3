import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { CqrsModule } from '@nestjs/cqrs';
import {
  AppConfig,
  AppConfigModule,
  CommitNotificationsModule,
  createLoggingModule,
  MaintenanceQueueModule,
  createMikroOrmOptions,
  OutboxModule,
  OutboxRelayModule,
  QueueModule,
  RedisClientModule,
} from '@kukur/server-kernel';
import { DashboardWorkerModule } from '@kukur/server-dashboard';
import { IdentityWorkerModule } from '@kukur/server-identity';
import { NotificationWorkerModule } from '@kukur/server-notification';
import { OrderingWorkerModule } from '@kukur/server-ordering';
import { PaymentsWorkerModule } from '@kukur/server-payments';
import { VaccinationWorkerModule } from '@kukur/server-vaccination';
import { WebhooksWorkerModule } from '@kukur/server-webhooks';

/** The worker's composition root: the outbox relay and every module's queue processors. */
@Module({})
export class WorkerModule {
  /** `logDestination` replaces standard output (tests). */
  static forRoot(config: AppConfig, logDestination?: DestinationStream): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        createLoggingModule(config, logDestination),
        MikroOrmModule.forRoot({ ...createMikroOrmOptions(config), autoLoadEntities: true }),
        CommitNotificationsModule,
        CqrsModule.forRoot(),
        QueueModule.forRoot(config),
        // The catalogue (which vaccination uses) keeps its rate limits in Redis.
        RedisClientModule,
        OutboxModule,
        OutboxRelayModule,
        MaintenanceQueueModule,
        IdentityWorkerModule,
        NotificationWorkerModule,
        PaymentsWorkerModule,
        VaccinationWorkerModule,
        OrderingWorkerModule,
        DashboardWorkerModule,
        WebhooksWorkerModule,
      ],
    };
  }
}
