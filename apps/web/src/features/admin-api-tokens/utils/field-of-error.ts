import { API_TOKEN_MESSAGES } from '@kukur/contracts';
import type { NewApiToken } from '../api/admin-api-token-types';

const FIELD_OF_MESSAGE: Record<string, keyof NewApiToken> = {
  [API_TOKEN_MESSAGES.nameRequired]: 'name',
  [API_TOKEN_MESSAGES.nameTooLong]: 'name',
  [API_TOKEN_MESSAGES.scopesRequired]: 'scopes',
  [API_TOKEN_MESSAGES.unknownScope]: 'scopes',
  [API_TOKEN_MESSAGES.expiryRange]: 'expiresInDays',
};

/** The form field a refusal of the server is about (its messages are the contracts'), or undefined. */
export function fieldOfError(message: string | undefined): keyof NewApiToken | undefined {
  return message === undefined ? undefined : FIELD_OF_MESSAGE[message];
}
