/** Stable error codes returned in the `code` field of every error answer. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'COMMON.VALIDATION_FAILED',
  NOT_FOUND: 'COMMON.NOT_FOUND',
  ROUTE_NOT_FOUND: 'COMMON.ROUTE_NOT_FOUND',
  UNAUTHORIZED: 'COMMON.UNAUTHORIZED',
  FORBIDDEN: 'COMMON.FORBIDDEN',
  CONFLICT: 'COMMON.CONFLICT',
  INTERNAL: 'COMMON.INTERNAL_ERROR',
  PRODUCT_NOT_FOUND: 'CATALOGUE.PRODUCT_NOT_FOUND',
  IMAGE_MISSING: 'CATALOGUE.IMAGE_MISSING',
  IMAGE_TOO_LARGE: 'CATALOGUE.IMAGE_TOO_LARGE',
  IMAGE_UNSUPPORTED: 'CATALOGUE.IMAGE_UNSUPPORTED',
  ANNOUNCEMENT_NOT_FOUND: 'NOTIFICATION.ANNOUNCEMENT_NOT_FOUND',
  MARKETING_LINK_INVALID: 'NOTIFICATION.MARKETING_LINK_INVALID',
  MARKETING_LINK_EXPIRED: 'NOTIFICATION.MARKETING_LINK_EXPIRED',
  NOTHING_TO_CONFIRM: 'NOTIFICATION.NOTHING_TO_CONFIRM',
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
