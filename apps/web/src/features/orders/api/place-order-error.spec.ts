import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { PlaceOrderError, placeOrderFailureOf } from './place-order-error';

const none = { message: null, missingFields: [], outOfStock: [], discontinuedIds: [] };

describe('placeOrderFailureOf', () => {
  it('reads missing fields, out-of-stock products and products no longer sold from the answer', () => {
    expect(
      placeOrderFailureOf(
        new PlaceOrderError(400, {
          statusCode: 400,
          message: 'Missing required fields: city',
          code: 'COMMON.VALIDATION_FAILED',
          missingFields: ['city', 7],
        }),
      ),
    ).toEqual({
      ...none,
      kind: 'refused',
      status: 400,
      message: 'Missing required fields: city',
      missingFields: ['city'],
    });

    expect(
      placeOrderFailureOf(
        new PlaceOrderError(409, {
          message: 'Sorry, Chew Bone is out of stock or not available in that quantity.',
          products: [{ productId: 'bone', name: 'Chew Bone', available: 1 }, { productId: 'broken' }],
        }),
      ).outOfStock,
    ).toEqual([{ productId: 'bone', name: 'Chew Bone', available: 1 }]);

    expect(
      placeOrderFailureOf(new PlaceOrderError(409, { message: 'A product…', productIds: ['leash'] }))
        .discontinuedIds,
    ).toEqual(['leash']);
  });

  it('tells no answer, an answer without a message, and an unexpected success apart', () => {
    expect(placeOrderFailureOf(new TypeError('Failed to fetch'))).toEqual({
      ...none,
      kind: 'no-response',
      status: null,
    });
    expect(placeOrderFailureOf(new PlaceOrderError(502, '<html>'))).toEqual({
      ...none,
      kind: 'refused',
      status: 502,
    });
    expect(placeOrderFailureOf(new PlaceOrderError(202, undefined))).toEqual({
      ...none,
      kind: 'unexpected',
      status: 202,
    });
    expect(placeOrderFailureOf(new ApiError(401, { message: 'Unauthorized' }))).toEqual({
      ...none,
      kind: 'refused',
      status: 401,
      message: 'Unauthorized',
    });
    expect(placeOrderFailureOf(new Error('bug'))).toEqual({ ...none, kind: 'unexpected', status: null });
  });
});
