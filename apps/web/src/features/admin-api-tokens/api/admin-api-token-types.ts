import type { components } from '@/shared/api/schema';

/** A token as the list shows it: never its secret. */
export type ApiToken = components['schemas']['ApiTokenDto'];
/** The answer of making a token: the only time its secret is seen. */
export type CreatedApiToken = components['schemas']['CreatedApiTokenDto'];
export type NewApiToken = components['schemas']['CreateApiTokenRequestDto'];
