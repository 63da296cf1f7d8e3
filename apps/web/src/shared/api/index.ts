export { apiClient, createApiClient, type ApiClient, expectOk, unwrap } from './client';
export { ApiError, isNoResponseError } from './api-error';
export { refreshOnUnauthorized, type RefreshOnUnauthorizedOptions } from './refresh-on-unauthorized';
export type { AuthSession, ErrorResponse, Product, User } from './types';
