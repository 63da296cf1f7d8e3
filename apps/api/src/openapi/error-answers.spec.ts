import type { OperationObject, ResponseObject } from '@nestjs/swagger';
import { errorAnswer } from '@kukur/server-kernel';
import { describe, expect, it } from 'vitest';
import { documentErrorAnswers } from './error-answers';

const NOT_FOUND = errorAnswer(404, 'ORDERING.ORDER_NOT_FOUND', 'Order not found');
const NOT_CANCELLABLE = errorAnswer(409, 'ORDERING.NOT_CANCELLABLE', 'Only pending orders can be cancelled', {
  status: 'Approved',
});

function operation(extra: Partial<OperationObject> & Record<string, unknown> = {}): OperationObject {
  return { responses: { 200: { description: 'The order' } }, security: [], ...extra } as OperationObject;
}

function json(response: unknown) {
  return (response as ResponseObject).content!['application/json']!;
}

describe('documentErrorAnswers', () => {
  it('answers each declared status with its codes (enum), their messages and an example of each', () => {
    const order = operation({
      'x-error-answers-operation': [NOT_FOUND, NOT_CANCELLABLE],
      'x-error-answers-access': [errorAnswer(404, 'COMMON.NOT_FOUND', 'Not found')],
    });
    documentErrorAnswers(order, {});

    expect(Object.keys(order)).not.toContain('x-error-answers-operation');
    expect(Object.keys(order)).not.toContain('x-error-answers-access');
    const notFound = order.responses['404'] as ResponseObject;
    expect(notFound.description).toContain('- `ORDERING.ORDER_NOT_FOUND`: Order not found');
    expect(json(notFound).schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/ErrorResponseDto' },
        {
          type: 'object',
          properties: { code: { type: 'string', enum: ['ORDERING.ORDER_NOT_FOUND', 'COMMON.NOT_FOUND'] } },
        },
      ],
    });
    expect(json(order.responses['409']).examples).toEqual({
      'ORDERING.NOT_CANCELLABLE': {
        summary: 'Only pending orders can be cancelled',
        value: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Only pending orders can be cancelled',
          code: 'ORDERING.NOT_CANCELLABLE',
          status: 'Approved',
        },
      },
    });
    expect(order.responses['500']).toEqual({ $ref: '#/components/responses/InternalError' });
    expect(order.responses['503']).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
  });

  it('keeps a response’s own description and body, and gives each message of a code an example', () => {
    const conflict = {
      description: 'Out of stock, or no longer sold',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderConflictDto' } } },
    };
    const place = operation({
      responses: { 201: { description: 'Placed' }, 409: conflict },
      'x-error-answers-operation': [
        errorAnswer(409, 'ORDERING.OUT_OF_STOCK', 'Out of stock: Yak Chew'),
        errorAnswer(409, 'ORDERING.OUT_OF_STOCK', 'Out of stock: Yak Chew, Drools'),
      ],
    });
    documentErrorAnswers(place, {
      OrderConflictDto: {
        type: 'object',
        required: ['products'],
        properties: { products: { type: 'array', items: { type: 'string' }, example: ['Yak Chew'] } },
      },
    });

    const answer = place.responses['409'] as ResponseObject;
    expect(answer.description!.startsWith('Out of stock, or no longer sold')).toBe(true);
    const examples = json(answer).examples as Record<string, { value: Record<string, unknown> }>;
    expect(Object.keys(examples)).toEqual(['ORDERING.OUT_OF_STOCK', 'ORDERING.OUT_OF_STOCK (2)']);
    expect(examples['ORDERING.OUT_OF_STOCK']!.value['products']).toEqual(['Yak Chew']);
    expect(json(answer).schema).toMatchObject({
      allOf: [{ $ref: '#/components/schemas/OrderConflictDto' }, {}],
    });
  });

  it('adds the validation failure where a body or a query DTO is read, not for an unchecked link token', () => {
    const withBody = operation({ requestBody: { content: {} } });
    const withPaging = operation({
      parameters: [{ in: 'query', name: 'page', schema: { type: 'number', minimum: 1 } }],
    });
    const withToken = operation({
      parameters: [{ in: 'query', name: 'token', schema: { type: 'string' } }],
      'x-unchecked-query': true,
    });
    for (const each of [withBody, withPaging, withToken]) documentErrorAnswers(each, {});

    expect(json(withBody.responses['400']).schema).toMatchObject({
      allOf: [{}, { properties: { code: { enum: ['COMMON.VALIDATION_FAILED'] } } }],
    });
    expect(withPaging.responses['400']).toBeDefined();
    expect(withToken.responses['400']).toBeUndefined();
    expect(Object.keys(withToken)).not.toContain('x-unchecked-query');
  });

  it('names what an API token is refused with: a missing scope, or no token use at all', () => {
    const scoped = operation({ security: [{ bearer: [] }], 'x-api-token-scope': 'orders:read' });
    const sessionOnly = operation({ security: [{ bearer: [] }] });
    const open = operation();
    for (const each of [scoped, sessionOnly, open]) documentErrorAnswers(each, {});

    expect(Object.keys(json(scoped.responses['403']).examples!)).toEqual([
      'IDENTITY.API_TOKEN_SCOPE_MISSING',
    ]);
    expect(Object.keys(json(sessionOnly.responses['403']).examples!)).toEqual([
      'IDENTITY.API_TOKEN_NOT_ALLOWED',
    ]);
    expect(open.responses['403']).toBeUndefined();
  });

  it('lists the shared code beside an operation’s own 503', () => {
    const pay = operation({
      'x-error-answers-operation': [errorAnswer(503, 'PAYMENTS.KHALTI_UNAVAILABLE', 'Khalti is unavailable')],
    });
    documentErrorAnswers(pay, {});

    expect(Object.keys(json(pay.responses['503']).examples!)).toEqual([
      'PAYMENTS.KHALTI_UNAVAILABLE',
      'COMMON.SERVICE_UNAVAILABLE',
    ]);
  });
});
