import type { components } from './schema';

/** A product as the API returns it. */
export type Product = components['schemas']['ProductDto'];
export type ErrorResponse = components['schemas']['ErrorResponseDto'];
/** An account as the API returns it (login, signup, profile). */
export type User = components['schemas']['UserDto'];
/** The answer of login, signup, Google sign-in and refresh: the user and a short-lived access token. */
export type AuthSession = components['schemas']['AuthSessionDto'];
