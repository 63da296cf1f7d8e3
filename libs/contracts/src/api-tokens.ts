/**
 * API tokens: what an integration (a vet clinic's system, an accounting tool, a delivery partner) may do with a
 * token an admin made for it. Every operation a token may call names one scope; any other answers 403.
 */
export const API_TOKEN_SCOPES = [
  'catalogue:write',
  'orders:read',
  'orders:write',
  'bookings:read',
  'bookings:write',
  'customers:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What each scope allows, for the admin page and the API document. */
export const API_TOKEN_SCOPE_DESCRIPTIONS: Record<ApiTokenScope, string> = {
  'catalogue:write': 'Add, edit and take off products and vaccines, upload their photos',
  'orders:read': 'Read every order and the order figures',
  'orders:write': 'Change order status, record cash payments and refunds, re-send order e-mails',
  'bookings:read': 'Read every vaccination booking and the booking figures',
  'bookings:write': 'Change booking status and re-send booking e-mails',
  'customers:read': 'Read the customer list and find an account by e-mail',
};

/** Every secret starts with this, so a leaked one is recognisable (and secret scanners can look for it). */
export const API_TOKEN_PREFIX = 'kp_';
export const API_TOKEN_NAME_MAX_LENGTH = 80;
export const API_TOKEN_MAX_DAYS = 365;

export const API_TOKEN_ERROR_CODES = {
  SCOPE_MISSING: 'IDENTITY.API_TOKEN_SCOPE_MISSING',
  NOT_FOR_TOKENS: 'IDENTITY.API_TOKEN_NOT_ALLOWED',
  NOT_FOUND: 'IDENTITY.API_TOKEN_NOT_FOUND',
} as const;

export const API_TOKEN_MESSAGES = {
  scopeMissing: (scope: ApiTokenScope) => `This API token does not have the ${scope} scope`,
  notForTokens: 'API tokens cannot be used here: log in as an admin',
  notFound: 'API token not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  scopesRequired: 'Choose at least one scope',
  unknownScope: `scopes must be some of: ${API_TOKEN_SCOPES.join(', ')}`,
  expiryRange: `expiresInDays must be between 1 and ${API_TOKEN_MAX_DAYS}`,
};
