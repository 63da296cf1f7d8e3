import { ApiError, isNoResponseError } from '@/shared/api';

/** A refused order with the API's whole answer, which may name missing fields or products it cannot sell. */
export class PlaceOrderError extends ApiError {
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(status, body);
    this.name = 'PlaceOrderError';
    this.body = body;
  }
}

/** A product the shop could not sell in the asked quantity, and how many it has left. */
export interface OutOfStockProduct {
  productId: string;
  name: string;
  available: number;
}

/**
 * Why placing an order failed, read from the API's answer:
 * - no-response: no answer at all (offline, server unreachable);
 * - refused: an error answer, with its message, `missingFields`, out-of-stock `products` and `productIds`
 *   no longer sold;
 * - unexpected: an answer that is neither an error nor the created order (status other than 200/201).
 */
export interface PlaceOrderFailure {
  kind: 'no-response' | 'refused' | 'unexpected';
  status: number | null;
  message: string | null;
  missingFields: string[];
  outOfStock: OutOfStockProduct[];
  discontinuedIds: string[];
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function outOfStockProducts(value: unknown): OutOfStockProduct[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): OutOfStockProduct[] => {
    const productId = field(entry, 'productId');
    const available = field(entry, 'available');
    const name = field(entry, 'name');
    return typeof productId === 'string' && typeof available === 'number'
      ? [{ productId, available, name: typeof name === 'string' ? name : '' }]
      : [];
  });
}

/** Reads what went wrong from whatever placing an order threw. */
export function placeOrderFailureOf(error: unknown): PlaceOrderFailure {
  const none = { message: null, missingFields: [], outOfStock: [], discontinuedIds: [] };
  if (isNoResponseError(error)) return { kind: 'no-response', status: null, ...none };
  if (!(error instanceof ApiError)) return { kind: 'unexpected', status: null, ...none };
  if (error.status < 400) return { kind: 'unexpected', status: error.status, ...none };
  const body = error instanceof PlaceOrderError ? error.body : undefined;
  return {
    kind: 'refused',
    status: error.status,
    message: error.serverMessage ?? null,
    missingFields: strings(field(body, 'missingFields')),
    outOfStock: outOfStockProducts(field(body, 'products')),
    discontinuedIds: strings(field(body, 'productIds')),
  };
}
