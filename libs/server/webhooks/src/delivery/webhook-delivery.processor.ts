import { LockMode, MikroORM } from '@mikro-orm/postgresql';
import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListAdminEmailsQuery } from '@kukur/server-identity';
import {
  APP_CONFIG,
  GracefulWorkerHost,
  QUEUE_NAMES,
  recordEvent,
  unknownJobError,
  WORKER_LOCK_OPTIONS,
} from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { Job } from 'bullmq';
import { WebhookEndpointPausedEvent } from '../domain/events/webhook-endpoint-paused.event';
import { WebhookDeliveryAttempt } from '../domain/webhook-delivery-attempt.entity';
import { WebhookDelivery } from '../domain/webhook-delivery.entity';
import { WebhookEndpoint } from '../domain/webhook-endpoint.entity';
import { signWebhook } from '../signing/webhook-signature';
import { WebhookSecretBox } from '../signing/webhook-secret-box';
import { DELIVER_JOB, DeliverJobData, webhookBackoff } from './webhook-delivery-jobs';
import { postWebhook } from './post-webhook';

export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'gone' | 'endpoint-off';

/** A failed attempt: BullMQ retries the job on the delivery's schedule until its attempts run out. */
class DeliveryAttemptFailed extends Error {
  override readonly name = 'DeliveryAttemptFailed';
}

/**
 * Sends one delivery: signs the stored body with the endpoint's secret (Standard Webhooks headers), POSTs
 * it, and logs the attempt. A 2xx answer delivers it; anything else fails the attempt and BullMQ tries
 * again on the job's schedule. When the last attempt fails the delivery is failed, and enough failed
 * deliveries in a row pause the endpoint (every admin is e-mailed through the outbox).
 */
@Processor(QUEUE_NAMES.webhookDelivery, {
  concurrency: 8,
  ...WORKER_LOCK_OPTIONS,
  settings: { backoffStrategy: webhookBackoff },
})
export class WebhookDeliveryProcessor extends GracefulWorkerHost {
  constructor(
    private readonly orm: MikroORM,
    private readonly secrets: WebhookSecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queryBus: QueryBus,
  ) {
    super();
  }

  async process(job: Job<DeliverJobData>): Promise<{ outcome: DeliveryOutcome }> {
    if (job.name !== DELIVER_JOB) throw unknownJobError(QUEUE_NAMES.webhookDelivery, job);
    const em = this.orm.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: job.data.deliveryId });
    if (!delivery) return { outcome: 'gone' };
    if (delivery.status === 'delivered') return { outcome: 'already-delivered' };
    const endpoint = await em.findOne(WebhookEndpoint, { id: delivery.endpointId });
    if (!endpoint) return { outcome: 'gone' };
    if (!endpoint.receives()) {
      delivery.status = 'failed';
      delivery.lastError = endpoint.active
        ? 'Not sent: the endpoint is paused'
        : 'Not sent: the endpoint is off';
      await em.flush();
      return { outcome: 'endpoint-off' };
    }

    const timestamp = Math.floor(Date.now() / 1000);
    const attemptedAt = new Date();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await postWebhook({
        url: endpoint.url,
        body: delivery.body,
        timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
        allowPrivate: this.config.WEBHOOKS_ALLOW_PRIVATE_URLS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'KukurPasal-Webhooks/1',
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(
            this.secrets.open(endpoint.secretSealed),
            delivery.eventId,
            timestamp,
            delivery.body,
          ),
        },
      });
    } catch (failure) {
      error =
        (failure instanceof Error ? failure.message : String(failure)).slice(0, 500) || 'Request failed';
    }
    const durationMs = Math.round(performance.now() - started);
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    if (!delivered && error === null) error = `The receiver answered ${statusCode}`;

    em.create(WebhookDeliveryAttempt, {
      deliveryId: delivery.id,
      attemptedAt,
      statusCode,
      error,
      durationMs,
    });
    delivery.attempts += 1;
    delivery.lastAttemptAt = attemptedAt;
    delivery.lastStatusCode = statusCode;
    delivery.lastError = error;
    if (delivered) {
      delivery.status = 'delivered';
      delivery.deliveredAt = new Date();
      endpoint.consecutiveFailures = 0;
      await em.flush();
      return { outcome: 'delivered' };
    }
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!lastAttempt) {
      await em.flush();
      throw new DeliveryAttemptFailed(error!);
    }
    delivery.status = 'failed';
    await em.flush();
    await em.transactional(async (tx) => {
      // Locked: deliveries failing side by side each count, and only one of them pauses the endpoint.
      const locked = await tx.findOneOrFail(
        WebhookEndpoint,
        { id: endpoint.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (locked.noteFailedDelivery(this.config.WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES)) {
        recordEvent(
          tx,
          new WebhookEndpointPausedEvent({
            endpointId: locked.id,
            url: locked.url,
            description: locked.description,
            reason: locked.pausedReason ?? '',
            contactEmail: locked.contactEmail,
            adminEmails: await this.queryBus.execute(new ListAdminEmailsQuery()),
            pausedAt: locked.pausedAt!.toISOString(),
          }),
        );
      }
    });
    throw new DeliveryAttemptFailed(error!);
  }
}
