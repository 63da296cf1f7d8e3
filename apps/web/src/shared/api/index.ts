export { apiClient, expectOk, unwrap } from './client';
export { ApiError, isNoResponseError, isTooManyRequests, tooManyRequestsMessage } from './api-error';
export { refreshOnUnauthorized } from './refresh-on-unauthorized';
export type { AuthSession, ErrorResponse, Product, User } from './types';
