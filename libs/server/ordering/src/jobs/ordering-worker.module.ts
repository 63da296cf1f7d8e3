import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MaintenanceJobs } from '@kukur/server-kernel';
import { ACCOUNT_DELETED } from '@kukur/server-identity';
import { CancelOpenOrdersOfCustomerCommand } from '../commands/cancel-open-orders-of-customer/cancel-open-orders-of-customer.command';
import { OrderingModule } from '../ordering.module';

/** When an account is deleted, its open orders are cancelled and their stock returns to the shelf. */
@Injectable()
export class CancelOrdersOfDeletedAccounts implements OnModuleInit {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: MaintenanceJobs,
  ) {}

  onModuleInit(): void {
    this.jobs.onEvent(ACCOUNT_DELETED, async ({ userId }) => {
      const cancelled = await this.commandBus.execute(new CancelOpenOrdersOfCustomerCommand(userId));
      return { ordersCancelled: cancelled };
    });
  }
}

/** The worker side of ordering. */
@Module({ imports: [OrderingModule], providers: [CancelOrdersOfDeletedAccounts] })
export class OrderingWorkerModule {}
