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

describe('unmarked', () => {
  it('keeps the changes the changelog does not name in backticks', () => {
    const changes = [{ key: 'DELETE /api/orders/{id}' }, { key: 'OrderDto.id' }];
    expect(unmarked(changes, '- `DELETE /api/orders/{id}` is gone; OrderDto.id too')).toEqual([
      { key: 'OrderDto.id' },
    ]);
  });
});
