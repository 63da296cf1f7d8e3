/** Stable error codes returned in the `code` field of every error answer. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'COMMON.VALIDATION_FAILED',
  NOT_FOUND: 'COMMON.NOT_FOUND',
  ROUTE_NOT_FOUND: 'COMMON.ROUTE_NOT_FOUND',
  UNAUTHORIZED: 'COMMON.UNAUTHORIZED',
  FORBIDDEN: 'COMMON.FORBIDDEN',
  CONFLICT: 'COMMON.CONFLICT',
  INTERNAL: 'COMMON.INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'COMMON.SERVICE_UNAVAILABLE',
  PRODUCT_NOT_FOUND: 'CATALOGUE.PRODUCT_NOT_FOUND',
  IMAGE_MISSING: 'CATALOGUE.IMAGE_MISSING',
  IMAGE_TOO_LARGE: 'CATALOGUE.IMAGE_TOO_LARGE',
  IMAGE_UNSUPPORTED: 'CATALOGUE.IMAGE_UNSUPPORTED',
  ANNOUNCEMENT_NOT_FOUND: 'NOTIFICATION.ANNOUNCEMENT_NOT_FOUND',
  TOO_MANY_REVIEWS: 'CATALOGUE.TOO_MANY_REVIEWS',
  TOO_MANY_PARTNER_ENQUIRIES: 'NOTIFICATION.TOO_MANY_PARTNER_ENQUIRIES',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Shape of every error answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  /** Present on validation failures: the names of the offending fields. */
  fields?: string[];
  missingFields?: string[];
}
