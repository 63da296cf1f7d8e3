import type { components } from '@/shared/api/schema';

/** An endpoint as the list shows it: never its secret. */
export type WebhookEndpoint = components['schemas']['WebhookEndpointDto'];
export type CreatedWebhookEndpoint = components['schemas']['CreatedWebhookEndpointDto'];
export type NewWebhookEndpoint = components['schemas']['CreateWebhookEndpointRequestDto'];
export type WebhookEndpointChanges = components['schemas']['UpdateWebhookEndpointRequestDto'];
export type WebhookDelivery = components['schemas']['WebhookDeliveryDto'];
