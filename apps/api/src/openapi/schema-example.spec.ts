import { describe, expect, it } from 'vitest';
import { exampleOf } from './schema-example';

const schemas = {
  Line: {
    type: 'object' as const,
    required: ['productId', 'quantity'],
    properties: {
      productId: { type: 'string' as const, format: 'uuid' },
      quantity: { type: 'integer' as const, minimum: 1, example: 2 },
      name: { type: 'string' as const, description: 'Ignored' },
      price: { type: 'number' as const, example: 1450 },
    },
  },
  Order: {
    type: 'object' as const,
    required: ['items'],
    properties: {
      items: { type: 'array' as const, items: { $ref: '#/components/schemas/Line' } },
      status: { type: 'string' as const, enum: ['Pending', 'Approved'] },
    },
  },
};

describe('exampleOf', () => {
  it('builds a response example from the fields’ examples, enums and formats', () => {
    expect(exampleOf({ $ref: '#/components/schemas/Order' }, schemas, 'response')).toEqual({
      items: [
        { productId: '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13', quantity: 2, name: 'Kathmandu', price: 1450 },
      ],
      status: 'Pending',
    });
  });

  it('leaves optional fields without an example out of a request', () => {
    expect(exampleOf({ $ref: '#/components/schemas/Line' }, schemas, 'request')).toEqual({
      productId: '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13',
      quantity: 2,
      price: 1450,
    });
  });

  it('refuses a reference to a schema the document does not have', () => {
    expect(() => exampleOf({ $ref: '#/components/schemas/Nope' }, schemas, 'response')).toThrow(
      /no schema Nope/,
    );
  });
});
