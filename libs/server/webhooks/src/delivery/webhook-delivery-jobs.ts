import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, QUEUE_NAMES } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';

export const DELIVER_JOB = 'webhook.deliver';

export interface DeliverJobData {
  deliveryId: string;
  /** Waits before the 2nd, 3rd, ... attempt (WEBHOOK_RETRY_DELAYS_MS when queued). */
  retryDelaysMs: number[];
}

/** Puts deliveries on the `webhook-delivery` queue, with as many attempts as the retry schedule allows. */
@Injectable()
export class WebhookDeliveryJobs {
  constructor(
    @InjectQueue(QUEUE_NAMES.webhookDelivery) private readonly queue: Queue<DeliverJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first sending of deliveries; the job id is the delivery id, so queueing one twice sends it once. */
  async queueFirst(deliveryIds: string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    await this.queue.addBulk(deliveryIds.map((deliveryId) => this.job(deliveryId, deliveryId)));
  }

  /** Sends a delivery again (an admin asked): a new job, the same delivery and body. */
  async queueAgain(deliveryId: string): Promise<void> {
    const { name, data, opts } = this.job(deliveryId, `${deliveryId}-again-${randomUUID()}`);
    await this.queue.add(name, data, opts);
  }

  private job(deliveryId: string, jobId: string) {
    const retryDelaysMs = this.config.WEBHOOK_RETRY_DELAYS_MS;
    return {
      name: DELIVER_JOB,
      data: { deliveryId, retryDelaysMs },
      opts: {
        jobId,
        attempts: retryDelaysMs.length + 1,
        backoff: { type: 'webhook-schedule' },
      },
    };
  }
}

/** BullMQ's custom backoff for deliveries: the wait the job's own schedule gives after `attemptsMade` tries. */
export function webhookBackoff(
  attemptsMade: number,
  _type?: string,
  _error?: Error,
  job?: { data?: unknown },
): number {
  const delays = (job?.data as Partial<DeliverJobData> | undefined)?.retryDelaysMs ?? [];
  return delays[Math.min(attemptsMade, delays.length) - 1] ?? 60_000;
}
