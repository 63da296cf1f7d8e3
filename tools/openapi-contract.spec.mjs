import { describe, expect, it } from 'vitest';
import { breakingChanges, unmarked } from './openapi-contract.mjs';

const before = {
  paths: {
    '/api/orders': {
      get: { parameters: [{ in: 'query', name: 'status', schema: { enum: ['Pending', 'Approved'] } }] },
      post: {},
    },
    '/api/orders/{id}': { delete: {} },
  },
  components: {
    schemas: {
      OrderDto: {
        required: ['id', 'status'],
        properties: { id: { type: 'string' }, status: { enum: ['Pending', 'Approved', 'Refunded'] } },
      },
    },
  },
};

describe('breakingChanges', () => {
  it('finds nothing when nothing is taken away (additions are fine)', () => {
    const after = structuredClone(before);
    after.paths['/api/bookings'] = { get: {} };
    after.components.schemas.OrderDto.properties.note = { type: 'string' };
    expect(breakingChanges(before, after)).toEqual([]);
  });

  it('names removed operations, required fields, enum and parameter values', () => {
    const after = structuredClone(before);
    delete after.paths['/api/orders/{id}'];
    delete after.components.schemas.OrderDto.properties.id;
    after.components.schemas.OrderDto.properties.status.enum = ['Pending', 'Approved'];
    after.paths['/api/orders'].get.parameters[0].schema.enum = ['Pending'];
    expect(breakingChanges(before, after).map((change) => change.key)).toEqual([
      'GET /api/orders query status = Approved',
      'DELETE /api/orders/{id}',
      'OrderDto.id',
      'OrderDto.status = Refunded',
    ]);
  });
});

describe('breakingChanges of error answers', () => {
  const codes = (...values) => ({
    content: { 'application/json': { schema: { allOf: [{}, { properties: { code: { enum: values } } }] } } },
  });
  const withAnswers = (conflict) => ({
    paths: {
      '/api/orders': {
        post: { responses: { 201: {}, 409: conflict, 503: { $ref: '#/components/responses/Unavailable' } } },
      },
    },
    components: { responses: { Unavailable: codes('COMMON.SERVICE_UNAVAILABLE') } },
  });

  it('names an error code an operation no longer lists, also in a shared answer', () => {
    const before = withAnswers(codes('ORDERING.OUT_OF_STOCK', 'ORDERING.PRODUCT_UNAVAILABLE'));
    const after = withAnswers(codes('ORDERING.OUT_OF_STOCK', 'ORDERING.QUANTITY_LIMIT'));
    after.components.responses.Unavailable = codes('COMMON.BUSY');
    expect(breakingChanges(before, after).map((change) => change.key)).toEqual([
      'POST /api/orders 409 ORDERING.PRODUCT_UNAVAILABLE',
      'POST /api/orders 503 COMMON.SERVICE_UNAVAILABLE',
    ]);
  });

  it('finds nothing when codes are only added', () => {
    const after = withAnswers(codes('ORDERING.OUT_OF_STOCK', 'ORDERING.QUANTITY_LIMIT'));
    expect(breakingChanges(withAnswers(codes('ORDERING.OUT_OF_STOCK')), after)).toEqual([]);
  });
});

describe('unmarked', () => {
  it('keeps the changes the changelog does not name in backticks', () => {
    const changes = [{ key: 'DELETE /api/orders/{id}' }, { key: 'OrderDto.id' }];
    expect(unmarked(changes, '- `DELETE /api/orders/{id}` is gone; OrderDto.id too')).toEqual([
      { key: 'OrderDto.id' },
    ]);
  });
});
