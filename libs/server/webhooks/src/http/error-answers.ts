import { WEBHOOK_ERROR_CODES as CODES, WEBHOOK_MESSAGES as MESSAGES } from '@kukur/contracts';
import { errorAnswer } from '@kukur/server-kernel';

/** An endpoint or a delivery of it that does not exist (a malformed id names nothing either). */
export const ENDPOINT_NOT_FOUND = errorAnswer(404, CODES.NOT_FOUND, MESSAGES.notFound);
export const DELIVERY_NOT_FOUND = errorAnswer(404, CODES.DELIVERY_NOT_FOUND, MESSAGES.deliveryNotFound);

/** A URL that is not http(s), points to a non-public address or does not resolve (WebhookUrlRefusedError). */
export const URL_REFUSED = errorAnswer(
  400,
  CODES.URL_REFUSED,
  MESSAGES.urlPrivate('hooks.pashupati-vet.local is 192.168.1.20'),
  { fields: ['url'] },
);

/** Sending to an endpoint that is switched off or paused. */
export const ENDPOINT_OFF = errorAnswer(409, CODES.ENDPOINT_OFF, MESSAGES.endpointOff);
