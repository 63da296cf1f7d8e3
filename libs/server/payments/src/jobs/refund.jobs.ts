import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MaintenanceJobs } from '@kukur/server-kernel';
import { ORDER_STATUS_CHANGED } from '@kukur/server-ordering';
import type { Job } from 'bullmq';
import { RefundCancelledOrderCommand } from '../commands/refund-cancelled-order/refund-cancelled-order.command';
import { RefundKhaltiPaymentCommand } from '../commands/refund-khalti-payment/refund-khalti-payment.command';
import { REFUND_REQUESTED } from '../domain/events/refund-requested.event';

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
  ) {}

  onModuleInit(): void {
    this.jobs.onEvent(ORDER_STATUS_CHANGED, async ({ orderId, to }) => {
      if (to !== 'Cancelled') return { refund: 'not-cancelled' };
      return { refund: await this.commandBus.execute(new RefundCancelledOrderCommand(orderId)) };
    });
    this.jobs.onEvent(REFUND_REQUESTED, async ({ paymentId }, job) => {
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
