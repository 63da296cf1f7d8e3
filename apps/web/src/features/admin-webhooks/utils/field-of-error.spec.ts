import { WEBHOOK_MESSAGES } from '@kukur/contracts';
import { describe, expect, it } from 'vitest';
import { fieldOfError } from './field-of-error';

describe('fieldOfError', () => {
  it('puts the server’s URL, description and event-type refusals at their fields', () => {
    expect(fieldOfError(WEBHOOK_MESSAGES.urlPrivate('10.0.0.1'))).toBe('url');
    expect(fieldOfError(WEBHOOK_MESSAGES.urlInvalid)).toBe('url');
    expect(fieldOfError(WEBHOOK_MESSAGES.urlUnresolvable('gone.example.com'))).toBe('url');
    expect(fieldOfError(WEBHOOK_MESSAGES.descriptionTooLong)).toBe('description');
    expect(fieldOfError(WEBHOOK_MESSAGES.unknownEventType)).toBe('eventTypes');
    expect(fieldOfError('Something else went wrong')).toBeUndefined();
    expect(fieldOfError(undefined)).toBeUndefined();
  });
});
