/**
 * Webhooks: the events an integration can be told about, pushed to its URL as signed JSON (the Standard
 * Webhooks scheme). An endpoint that wants no particular type gets every one.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.status-changed',
  'order.cancelled',
  'order.refunded',
  'booking.requested',
  'booking.confirmed',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.completed',
  'booking.status-changed',
  'product.created',
  'product.changed',
  'product.out-of-stock',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "send test event"; every endpoint gets it whatever types it wants. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** When each type is sent, for the admin page and the API document. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.placed': 'A customer placed an order (its stock is taken)',
  'order.paid': 'An order’s payment arrived (Khalti confirmed it, or cash on delivery was received)',
  'order.status-changed': 'An order moved to another status (approved, completed, cancelled)',
  'order.cancelled': 'An order was cancelled (also sent as order.status-changed)',
  'order.refunded': 'Money of an order went back to the customer (Khalti refund or cash returned)',
  'booking.requested': 'A customer asked for a vaccination appointment',
  'booking.confirmed': 'The clinic confirmed a booking (also sent as booking.status-changed)',
  'booking.rescheduled': 'A scheduled booking moved to another centre, date or time',
  'booking.cancelled': 'A booking was cancelled (also sent as booking.status-changed)',
  'booking.completed': 'A vaccination was given (also sent as booking.status-changed)',
  'booking.status-changed': 'A booking was confirmed, completed, cancelled or marked as a no-show',
  'product.created': 'An admin put a new product or vaccine in the shop',
  'product.changed':
    'An admin edited a product (price, stock, image, texts) or deleted it (its visibility becomes hidden)',
  'product.out-of-stock':
    'A product’s stock went from some to none (an order or booking took the last unit, or an admin set 0)',
};

/** Where a signing secret starts, as Standard Webhooks writes it; base64 of the key bytes follows. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_ERROR_CODES = {
  NOT_FOUND: 'WEBHOOKS.ENDPOINT_NOT_FOUND',
  DELIVERY_NOT_FOUND: 'WEBHOOKS.DELIVERY_NOT_FOUND',
  URL_REFUSED: 'WEBHOOKS.URL_REFUSED',
  ENDPOINT_OFF: 'WEBHOOKS.ENDPOINT_OFF',
} as const;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  urlRequired: 'url is required',
  urlInvalid: 'url must be an http:// or https:// address',
  urlTooLong: `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlPrivate: (host: string) =>
    `url must not point to a loopback, private, link-local or unique-local address (${host})`,
  urlUnresolvable: (host: string) => `url host ${host} does not resolve`,
  descriptionTooLong: `description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  unknownEventType: `eventTypes must be some of: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  endpointOff: 'The endpoint is switched off or paused: resume it first',
};
