export { apiClient, unwrap } from './client';
export { ApiError } from './api-error';
export type { Product, ErrorResponse } from './types';
