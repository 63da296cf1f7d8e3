import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import {
  assertValidEvent,
  defineEvent,
  EventCatalogue,
  InvalidEventError,
  readEventJob,
  z,
} from './event-catalogue';

const parcelSent = defineEvent({
  type: 'cataloguespec.parcel-sent.v1',
  schema: z.object({ parcelId: z.string(), weightGrams: z.number().int() }),
  queues: ['email', 'activity'],
});
defineEvent({ type: 'cataloguespec.nobody-listens.v1', schema: z.object({}), queues: [] });

const jobOf = (type: string, payload: unknown, name = type) => ({ id: 'j1', name, data: { type, payload } });

describe('the event catalogue', () => {
  it('declares versioned types once, with their routes (an explicit empty route included)', () => {
    expect(EventCatalogue.queuesFor(parcelSent.type)).toEqual(['email', 'activity']);
    expect(EventCatalogue.queuesFor('cataloguespec.nobody-listens.v1')).toEqual([]);
    expect(EventCatalogue.queuesFor('cataloguespec.unknown.v1')).toBeUndefined();
    expect(() => defineEvent({ type: parcelSent.type, schema: z.object({}), queues: [] })).toThrow(
      'declared twice',
    );
    for (const type of ['shop.parcel-sent', 'shop.Parcel.v1', 'parcel-sent.v1', 'shop.parcel-sent.v0']) {
      expect(() => defineEvent({ type, schema: z.object({}), queues: [] })).toThrow(
        'is not of the form module.event-name.v1',
      );
    }
  });

  it('reads a former (unversioned) name as the v1 it became, but records only the declared type', () => {
    const renamed = defineEvent({
      type: 'cataloguespec.box-sealed.v1',
      formerly: 'cataloguespec.box-sealed',
      schema: z.object({ boxId: z.string() }),
      queues: ['maintenance'],
    });
    expect(EventCatalogue.canonical('cataloguespec.box-sealed')).toBe(renamed.type);
    expect(EventCatalogue.canonical(renamed.type)).toBe(renamed.type);
    expect(EventCatalogue.queuesFor('cataloguespec.box-sealed')).toEqual(['maintenance']);
    expect(EventCatalogue.types()).not.toContain('cataloguespec.box-sealed');
    expect(EventCatalogue.recognisedTypes()).toEqual(
      expect.arrayContaining(['cataloguespec.box-sealed', renamed.type]),
    );
    expect(readEventJob(jobOf('cataloguespec.box-sealed', { boxId: 'b1' }), renamed)).toEqual({
      boxId: 'b1',
    });
    expect(() => readEventJob(jobOf('cataloguespec.box-sealed', {}))).toThrow(
      'the payload does not match the cataloguespec.box-sealed.v1 schema: boxId: Required',
    );
    expect(() => assertValidEvent('cataloguespec.box-sealed', { boxId: 'b1' })).toThrow('is not declared');
    expect(() =>
      defineEvent({
        type: 'cataloguespec.lid-closed.v2',
        formerly: 'cataloguespec.lid-closed',
        schema: z.object({}),
        queues: [],
      }),
    ).toThrow('only a v1 had a former name');
  });

  it('checks a payload before it is recorded', () => {
    expect(() => assertValidEvent(parcelSent.type, { parcelId: 'p1', weightGrams: 500 })).not.toThrow();
    expect(() => assertValidEvent(parcelSent.type, { parcelId: 'p1', weightGrams: 1.5 })).toThrow(
      new InvalidEventError(
        'Event cataloguespec.parcel-sent.v1 has an invalid payload: weightGrams: Expected integer, received float',
      ),
    );
    expect(() => assertValidEvent('cataloguespec.unknown.v1', {})).toThrow(
      'Event type cataloguespec.unknown.v1 is not declared',
    );
  });

  it('reads a job’s payload against its schema, failing without retries when it does not fit', () => {
    expect(readEventJob(jobOf(parcelSent.type, { parcelId: 'p1', weightGrams: 5 }), parcelSent)).toEqual({
      parcelId: 'p1',
      weightGrams: 5,
    });
    const bad = () => readEventJob(jobOf(parcelSent.type, { parcelId: 3 }));
    expect(bad).toThrow(UnrecoverableError);
    expect(bad).toThrow(
      'Job cataloguespec.parcel-sent.v1 (j1): the payload does not match the cataloguespec.parcel-sent.v1 schema: ' +
        'parcelId: Expected string, received number; weightGrams: Required',
    );
    expect(() => readEventJob(jobOf('cataloguespec.unknown.v1', {}))).toThrow(
      'Job cataloguespec.unknown.v1 (j1): event type cataloguespec.unknown.v1 is not declared',
    );
    expect(() => readEventJob(jobOf(parcelSent.type, {}, 'other.name.v1'))).toThrow(
      'Job other.name.v1 (j1) carries an event of type cataloguespec.parcel-sent.v1',
    );
    expect(() => readEventJob(jobOf('cataloguespec.nobody-listens.v1', {}), parcelSent)).toThrow(
      'is not a cataloguespec.parcel-sent.v1 event',
    );
  });
});
