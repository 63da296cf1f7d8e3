import { WEBHOOK_MESSAGES } from '@kukur/contracts';

type Field = 'url' | 'description' | 'eventTypes';

/** The form field a refusal of the server is about (its messages are the contracts'), or undefined. */
export function fieldOfError(message: string | undefined): Field | undefined {
  if (message === undefined) return undefined;
  if (message.startsWith('url')) return 'url';
  if (message === WEBHOOK_MESSAGES.descriptionTooLong) return 'description';
  if (message === WEBHOOK_MESSAGES.unknownEventType) return 'eventTypes';
  return undefined;
}
