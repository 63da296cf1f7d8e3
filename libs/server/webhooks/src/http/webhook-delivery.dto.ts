import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@kukur/contracts';
import type { WebhookDeliveryAttempt } from '../domain/webhook-delivery-attempt.entity';
import type { WebhookDelivery } from '../domain/webhook-delivery.entity';

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', example: '5d2c8a1f-3b4e-4c6d-8e9f-0a1b2c3d4e5f' })
  id: string;

  @ApiProperty({ example: 'evt_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6', description: 'The webhook-id header' })
  eventId: string;

  @ApiProperty({ example: 'order.placed' })
  eventType: string;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES, example: 'delivered' })
  status: WebhookDeliveryStatus;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ type: Number, nullable: true, example: 200 })
  lastStatusCode: number | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why the last attempt failed' })
  lastError: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-28T09:30:01.000Z' })
  lastAttemptAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-28T09:30:01.000Z' })
  deliveredAt: string | null;

  @ApiProperty({ example: '2026-11-28T09:30:00.000Z' })
  createdAt: string;

  static of(delivery: WebhookDelivery): WebhookDeliveryDto {
    return {
      id: delivery.id,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      status: delivery.status,
      attempts: delivery.attempts,
      lastStatusCode: delivery.lastStatusCode,
      lastError: delivery.lastError,
      lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      createdAt: delivery.createdAt.toISOString(),
    };
  }
}

export class WebhookDeliveryAttemptDto {
  @ApiProperty({ example: '2026-11-28T09:30:01.000Z' })
  attemptedAt: string;

  @ApiProperty({ type: Number, nullable: true, example: 500, description: 'None when there was no answer' })
  statusCode: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'The receiver answered 500' })
  error: string | null;

  @ApiProperty({ example: 182 })
  durationMs: number;

  static of(attempt: WebhookDeliveryAttempt): WebhookDeliveryAttemptDto {
    return {
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    };
  }
}

export class WebhookDeliveryDetailDto extends WebhookDeliveryDto {
  @ApiProperty({
    example:
      '{"id":"evt_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6","type":"order.placed","version":1,"timestamp":"2026-11-28T09:30:00.000Z","data":{"orderId":"9b2d7c1e-4f3a-4e8b-a6d5-1c0f2e3d4b5a"}}',
    description: 'The JSON body sent, byte for byte',
  })
  body: string;

  @ApiProperty({ type: WebhookDeliveryAttemptDto, isArray: true, description: 'Every attempt, oldest first' })
  attemptLog: WebhookDeliveryAttemptDto[];
}
