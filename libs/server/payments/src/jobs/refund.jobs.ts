import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { OutboxJobData } from '@kukur/server-kernel';
import { MaintenanceJobs, OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { OrderStatusChangedEvent, OrderStatusChangedPayload } from '@kukur/server-ordering';
import type { Job } from 'bullmq';
import { RefundCancelledOrderCommand } from '../commands/refund-cancelled-order/refund-cancelled-order.command';
import { RefundKhaltiPaymentCommand } from '../commands/refund-khalti-payment/refund-khalti-payment.command';
import { RefundRequestedEvent, RefundRequestedPayload } from '../domain/events/refund-requested.event';

/**
 * Refunds on the maintenance queue: a cancelled order's payment is given back (the order-status-changed
 * event), and each refund request is carried out against Khalti (the refund-requested event). Both are
 * outbox jobs, retried with the queue's backoff; the refund job knows its last attempt and then marks the
 * refund failed instead of throwing, so the admin sees it and retries it from the order.
 */
@Injectable()
export class RefundJobs implements OnModuleInit {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: MaintenanceJobs,
    private readonly routes: OutboxRoutes,
  ) {}

  onModuleInit(): void {
    this.routes.add(OrderStatusChangedEvent.type, QUEUE_NAMES.maintenance);
    this.jobs.onEvent(OrderStatusChangedEvent.type, async (job) => {
      const { orderId, to } = (job.data as OutboxJobData<OrderStatusChangedPayload>).payload;
      if (to !== 'Cancelled') return { refund: 'not-cancelled' };
      return { refund: await this.commandBus.execute(new RefundCancelledOrderCommand(orderId)) };
    });
    this.routes.add(RefundRequestedEvent.type, QUEUE_NAMES.maintenance);
    this.jobs.onEvent(RefundRequestedEvent.type, async (job) => {
      const { paymentId } = (job.data as OutboxJobData<RefundRequestedPayload>).payload;
      const refund = await this.commandBus.execute(
        new RefundKhaltiPaymentCommand(paymentId, isLastAttempt(job)),
      );
      return { refund };
    });
  }
}

function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
