import { describe, expect, it } from 'vitest';
import { defineEvent, z } from '../events/event-catalogue';
import { OutboxRoutes } from './outbox-routes';

const boxPacked = defineEvent({
  type: 'routesspec.box-packed.v1',
  schema: z.object({}),
  queues: ['email', 'maintenance'],
});
defineEvent({ type: 'routesspec.quiet.v1', schema: z.object({}), queues: [] });

describe('outbox routes, read from the event declarations', () => {
  it('answers the declared queues, none on purpose, or undefined for an undeclared type', () => {
    const routes = new OutboxRoutes();
    expect(routes.queuesFor(boxPacked.type)).toEqual(['email', 'maintenance']);
    expect(routes.queuesFor('routesspec.quiet.v1')).toEqual([]);
    expect(routes.queuesFor('routesspec.nope.v1')).toBeUndefined();
    expect(routes.declaredTypes()).toEqual(expect.arrayContaining([boxPacked.type, 'routesspec.quiet.v1']));
  });

  it('fails a consumer of an undeclared event or of a queue the event is not routed to', () => {
    const routes = new OutboxRoutes();
    expect(() => routes.consume('routesspec.nope.v1', 'email')).toThrow(
      'Event type routesspec.nope.v1 is consumed from email but not declared',
    );
    expect(() => routes.consume(boxPacked.type, 'activity')).toThrow(
      'Event type routesspec.box-packed.v1 is consumed from activity but its declaration routes it to email, maintenance',
    );
  });

  it('fails at start-up while a declared route has no consumer', () => {
    const routes = new OutboxRoutes();
    routes.consume(boxPacked.type, 'email');
    expect(routes.unconsumedRoutes()).toContainEqual({ type: boxPacked.type, queue: 'maintenance' });
    expect(() => routes.assertEveryRouteConsumed()).toThrow(
      /Declared event routes nobody consumes: .*routesspec\.box-packed\.v1 -> maintenance/,
    );
    routes.consume(boxPacked.type, 'maintenance');
    expect(routes.unconsumedRoutes()).not.toContainEqual(expect.objectContaining({ type: boxPacked.type }));
  });
});
