import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  AppConfig,
  AppConfigModule,
  createLoggingModule,
  createMikroOrmOptions,
  OutboxModule,
  OutboxRelayModule,
  QueueModule,
} from '@kukur/server-kernel';
import { NotificationWorkerModule } from '@kukur/server-notification';

/** The worker's composition root: the outbox relay and every module's queue processors. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        createLoggingModule(config),
        MikroOrmModule.forRoot({ ...createMikroOrmOptions(config), autoLoadEntities: true }),
        CqrsModule.forRoot(),
        QueueModule.forRoot(config),
        OutboxModule,
        OutboxRelayModule,
        NotificationWorkerModule,
      ],
    };
  }
}
