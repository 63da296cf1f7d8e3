import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { OutboxJobData } from '@kukur/server-kernel';
import { MaintenanceJobs, OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { AccountDeletedEvent, AccountDeletedPayload } from '@kukur/server-identity';
import { CancelOpenOrdersOfCustomerCommand } from '../commands/cancel-open-orders-of-customer/cancel-open-orders-of-customer.command';
import { OrderingModule } from '../ordering.module';

/** When an account is deleted, its open orders are cancelled and their stock returns to the shelf. */
@Injectable()
export class CancelOrdersOfDeletedAccounts implements OnModuleInit {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: MaintenanceJobs,
    private readonly routes: OutboxRoutes,
  ) {}

  onModuleInit(): void {
    this.routes.add(AccountDeletedEvent.type, QUEUE_NAMES.maintenance);
    this.jobs.onEvent(AccountDeletedEvent.type, async (job) => {
      const { userId } = (job.data as OutboxJobData<AccountDeletedPayload>).payload;
      const cancelled = await this.commandBus.execute(new CancelOpenOrdersOfCustomerCommand(userId));
      return { ordersCancelled: cancelled };
    });
  }
}

/** The worker side of ordering. */
@Module({ imports: [OrderingModule], providers: [CancelOrdersOfDeletedAccounts] })
export class OrderingWorkerModule {}
