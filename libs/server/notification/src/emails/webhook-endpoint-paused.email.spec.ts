import { describe, expect, it } from 'vitest';
import type { EmailTools } from './email-rule';
import { webhookEndpointPausedEmail } from './webhook-endpoint-paused.email';

const tools: EmailTools = {
  open: (_purpose, sealed) => sealed,
  publicUrl: 'https://kukurpasal.test',
  shopName: 'Kukur Pasal',
  sender: { name: 'Kukur Pasal', email: 'hello@kukurpasal.test' },
  confirmSubscriptionUrl: (email) => `https://kukurpasal.test/newsletter/confirm?token=for-${email}`,
};
const paused = {
  endpointId: 'e1',
  url: 'https://clinic.example.com.np/hooks/kukur',
  description: 'Pashupati Vet Clinic',
  reason: '3 deliveries in a row failed every retry',
  contactEmail: 'sita@example.com',
  pausedAt: '2026-11-28T09:30:00.000Z',
};

describe('the paused-endpoint e-mail', () => {
  it('goes to every admin of the shop, one e-mail each, with the endpoint and the admin page', () => {
    const emails = webhookEndpointPausedEmail.build(
      { ...paused, adminEmails: ['ram@example.com', 'sita@example.com'] },
      tools,
    );
    expect(emails.map((email) => email.to)).toEqual(['ram@example.com', 'sita@example.com']);
    expect(emails[0]!.context).toMatchObject({
      url: paused.url,
      adminUrl: 'https://kukurpasal.test/admin/webhooks',
    });
  });

  it('goes to the admin who saved the endpoint when the shop has no admin left', () => {
    const emails = webhookEndpointPausedEmail.build({ ...paused, adminEmails: [] }, tools);
    expect(emails.map((email) => email.to)).toEqual(['sita@example.com']);
  });
});
