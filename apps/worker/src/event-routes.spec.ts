import { ACTIVITY_EVENT_TYPES } from '@kukur/server-dashboard';
import { EVENT_TYPE_PATTERN, EventCatalogue, QUEUE_NAMES } from '@kukur/server-kernel';
import { EMAIL_RULES } from '@kukur/server-notification';
import { WEBHOOK_SOURCE_EVENT_TYPES } from '@kukur/server-webhooks';
import { describe, expect, it } from 'vitest';
// Loaded for their event declarations, as the worker and the API load them.
import '@kukur/server-catalogue';
import '@kukur/server-identity';
import '@kukur/server-ordering';
import '@kukur/server-payments';
import '@kukur/server-vaccination';
import '@kukur/server-webhooks';

describe('the declared events and their routes', () => {
  // The unit specs share a module cache (vitest.config.mts): leave out the events kernel specs declare, whose
  // module names end in "spec".
  const ofModules = (type: string) => !type.split('.')[0].endsWith('spec');
  const types = EventCatalogue.types().filter(ofModules);
  const routedTo = (queue: string) =>
    types.filter((type) => EventCatalogue.queuesFor(type)!.includes(queue as never));

  it('declares every event of the modules with a versioned name', () => {
    expect(types).toHaveLength(23);
    for (const type of types) expect(type).toMatch(EVENT_TYPE_PATTERN);
    expect(types).toContain('ordering.order-placed.v1');
    expect(types).toContain('notification.partner-enquiry-received.v1');
    expect(types).toContain('catalogue.product-out-of-stock.v1');
    // Each but the webhooks' and the catalogue's (newer than versioned names) was named without a version
    // before; rows and jobs under that name still count as the v1.
    const older = types.filter((type) => !type.startsWith('webhooks.') && !type.startsWith('catalogue.'));
    for (const type of older) expect(EventCatalogue.canonical(type.replace(/\.v1$/, ''))).toBe(type);
    expect(EventCatalogue.recognisedTypes().filter(ofModules)).toHaveLength(42);
  });

  it('routes to the email queue exactly the events an e-mail rule mails about', () => {
    expect(routedTo(QUEUE_NAMES.email)).toEqual(
      [...new Set(EMAIL_RULES.map((rule) => rule.eventType))].sort(),
    );
  });

  it('routes to the activity queue exactly the events the feed describes', () => {
    expect(routedTo(QUEUE_NAMES.activity)).toEqual([...ACTIVITY_EVENT_TYPES].sort());
  });

  it('routes to the webhooks queue exactly the events integrations hear about', () => {
    expect(routedTo(QUEUE_NAMES.webhooks)).toEqual(WEBHOOK_SOURCE_EVENT_TYPES);
    expect(routedTo(QUEUE_NAMES.webhookDelivery)).toEqual([]);
  });

  it('routes to the announcements and maintenance queues the events their jobs handle', () => {
    expect(routedTo(QUEUE_NAMES.announcements)).toEqual(['notification.product-announced.v1']);
    expect(routedTo(QUEUE_NAMES.maintenance)).toEqual([
      'identity.account-deleted.v1',
      'ordering.order-status-changed.v1',
      'payments.refund-requested.v1',
      'vaccination.booking-status-changed.v1',
    ]);
  });
});
