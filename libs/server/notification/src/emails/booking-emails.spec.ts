import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { BookingSnapshot } from '@kukur/server-vaccination';
import { EMAIL_TEMPLATES_DIR, EmailRenderer } from '../mail/email-renderer';
import { bookingReminderEmail } from './booking-reminder.email';
import { bookingRescheduledEmail } from './booking-rescheduled.email';
import { bookingStatusChangedEmail } from './booking-status-changed.email';
import type { EmailTools } from './email-rule';

const renderer = new EmailRenderer({ SHOP_NAME: 'Kukur Pasal', PUBLIC_URL: 'https://kukurpasal.test' });
const tools: EmailTools = {
  open: (_purpose, sealed) => sealed,
  publicUrl: 'https://kukurpasal.test',
  shopName: 'Kukur Pasal',
  sender: { name: 'Kukur Pasal', email: 'hello@kukurpasal.test' },
  confirmSubscriptionUrl: (email) => `https://kukurpasal.test/newsletter/confirm?token=for-${email}`,
};
const booking = (
  JSON.parse(readFileSync(join(EMAIL_TEMPLATES_DIR, 'booking-requested.sample.json'), 'utf8')) as {
    booking: BookingSnapshot;
  }
).booking;

function parseInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    tzid: start.getParameter('tzid'),
    start: String(start.getFirstValue()),
    location: event.getFirstPropertyValue('location'),
    geo: event.getFirstPropertyValue('geo'),
    timezone: calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'),
  };
}

const statusChange = (to: BookingSnapshot['status'], by: 'admin' | 'customer' = 'admin') =>
  bookingStatusChangedEmail.build(
    { booking: { ...booking, status: to }, from: 'confirmed', to, by },
    tools,
  )[0]!;

describe('booking e-mails', () => {
  it('confirms with a calendar invite in Nepal time: UID the booking id, the booking’s SEQUENCE, the centre as location', () => {
    const email = statusChange('confirmed');
    expect(email.template).toBe('booking-confirmed');
    const invite = parseInvite(email.calendar!.content);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: booking.bookingId,
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'Asia/Kathmandu',
      timezone: 'Asia/Kathmandu',
      start: '2026-12-01T10:00:00',
      location: 'Kukur Pasal Main Center\nShantinagar Marg, New Baneshwor, Kathmandu, Nepal',
    });
    expect(invite.geo).toEqual([27.6889, 85.3356]);
    const rendered = renderer.render(email.template!, email.subject, email.context);
    expect(rendered.subject).toBe(
      'Confirmed: Bhote’s vaccination on Tue, 1 Dec 2026 (15 Mangsir 2083 BS) at 10:00',
    );
    expect(rendered.text).toContain('- Arrive 15 minutes before your appointment.');
    expect(rendered.text).toContain('Reference: 3E4F5A6B · contact code VX4821');
    // The shop's date format, the 24-hour clock, and whose clock it is.
    expect(rendered.text).toContain('When: Tue, 1 Dec 2026 (15 Mangsir 2083 BS), 10:00 (Nepal time)');
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])(
    'writes the same Nepal start whatever the server’s time zone (%s)',
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(parseInvite(statusChange('confirmed').calendar!.content).start).toBe('2026-12-01T10:00:00');
      } finally {
        if (before === undefined) delete process.env.TZ;
        else process.env.TZ = before;
      }
    },
  );

  it('cancels the invite with METHOD:CANCEL and says who cancelled', () => {
    const byCustomer = statusChange('cancelled', 'customer');
    expect(parseInvite(byCustomer.calendar!.content)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
    });
    expect(renderer.render(byCustomer.template!, byCustomer.subject, byCustomer.context).text).toContain(
      'As you asked, we have cancelled',
    );
    const byClinic = statusChange('cancelled');
    expect(renderer.render(byClinic.template!, byClinic.subject, byClinic.context).text).toContain(
      'the clinic had to cancel',
    );
  });

  it('thanks after completion and says when the next dose is due; no invite', () => {
    const email = statusChange('completed');
    expect(email.calendar).toBeUndefined();
    const text = renderer.render(email.template!, email.subject, email.context).text;
    expect(text).toContain('Anti-Rabies Vaccination: around Wed, 1 Dec 2027 (15 Mangsir 2084 BS)');
  });

  it('tells a missed appointment to book again', () => {
    const email = statusChange('no-show');
    expect(renderer.render(email.template!, email.subject, email.context).subject).toBe(
      'We missed Bhote on Tue, 1 Dec 2026 (15 Mangsir 2083 BS)',
    );
  });

  it('sends a moved request a tentative invite with the raised SEQUENCE and the new start', () => {
    const [email] = bookingRescheduledEmail.build(
      {
        booking: {
          ...booking,
          sequence: 2,
          appointmentDate: '2026-12-03',
          appointmentTime: '14:00',
          startsAt: '2026-12-03T08:15:00.000Z',
        },
        previous: { centerName: 'Main Center', appointmentDate: '2026-12-01', appointmentTime: '10:00' },
        by: 'customer',
      },
      tools,
    );
    expect(parseInvite(email!.calendar!.content)).toMatchObject({
      method: 'REQUEST',
      sequence: 2,
      status: 'TENTATIVE',
      start: '2026-12-03T14:00:00',
    });
    expect(renderer.render('booking-rescheduled', email!.subject, email!.context).text).toContain(
      'moved from Tue, 1 Dec 2026 (15 Mangsir 2083 BS), 10:00 at our Main Center',
    );
  });

  it('reminds with the appointment and the instructions', () => {
    const [email] = bookingReminderEmail.build({ booking: { ...booking, status: 'confirmed' } }, tools);
    const rendered = renderer.render('booking-reminder', email!.subject, email!.context);
    expect(rendered.subject).toBe(
      'Reminder: Bhote’s vaccination on Tue, 1 Dec 2026 (15 Mangsir 2083 BS) at 10:00',
    );
    const html = rendered.html.replaceAll('&#x3D;', '=').replaceAll('&amp;', '&');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&query=27.6889,85.3356"');
  });
});
