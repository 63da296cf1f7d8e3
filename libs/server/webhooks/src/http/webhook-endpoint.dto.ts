import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@kukur/contracts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity';

export const WEBHOOK_ENDPOINT_STATES = ['active', 'off', 'paused'] as const;

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid', example: '0b6f1d2e-8c4a-4f5b-9d3e-2a1c7e6f5b4d' })
  id: string;

  @ApiProperty({ example: 'https://clinic.example.com.np/hooks/kukur' })
  url: string;

  @ApiProperty({ example: 'Pashupati Vet Clinic bookings' })
  description: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    example: ['booking.requested', 'booking.confirmed'],
    description: 'Empty: every event type',
  })
  eventTypes: WebhookEventType[];

  @ApiProperty({ example: true, description: 'Switched on by an admin' })
  active: boolean;

  @ApiProperty({
    enum: WEBHOOK_ENDPOINT_STATES,
    example: 'active',
    description: 'active: gets events; off: switched off; paused: kept failing, resume to send again',
  })
  state: (typeof WEBHOOK_ENDPOINT_STATES)[number];

  @ApiProperty({ type: String, nullable: true, example: null })
  pausedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  pausedReason: string | null;

  @ApiProperty({ example: 0, description: 'Deliveries in a row that failed every retry' })
  consecutiveFailures: number;

  @ApiProperty({ example: 'sita.sharma@example.com', description: 'E-mailed when the endpoint is paused' })
  contactEmail: string;

  @ApiProperty({ example: '2026-11-28T09:30:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2026-11-28T09:30:00.000Z' })
  updatedAt: string;

  static of(endpoint: WebhookEndpoint): WebhookEndpointDto {
    return {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      eventTypes: endpoint.eventTypes,
      active: endpoint.active,
      state: !endpoint.active ? 'off' : endpoint.pausedAt ? 'paused' : 'active',
      pausedAt: endpoint.pausedAt?.toISOString() ?? null,
      pausedReason: endpoint.pausedReason,
      consecutiveFailures: endpoint.consecutiveFailures,
      contactEmail: endpoint.contactEmail,
      createdAt: endpoint.createdAt.toISOString(),
      updatedAt: endpoint.updatedAt.toISOString(),
    };
  }
}

export class WebhookSecretDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq1v2y3Zk8aE=',
    description: 'The signing secret: `whsec_` and the base64 of the key bytes (Standard Webhooks)',
  })
  secret: string;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq1v2y3Zk8aE=',
    description: 'The signing secret; an admin can read it again (GET …/secret) or rotate it',
  })
  secret: string;
}
