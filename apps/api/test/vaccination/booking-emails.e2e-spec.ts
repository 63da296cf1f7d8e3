import { nepalInstant } from '@kukur/contracts';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import {
  aBooking,
  moveIntoPast,
  NORTH_BRANCH,
  openDate,
  aVaccine,
  restockVaccines,
} from '../support/bookings';
import { Slice, startSlice } from '../support/slice';
import type { ReceivedMail } from '../support/smtp-sink';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';

/** The calendar invite of an e-mail, as a calendar program reads it. */
function inviteOf(mail: ReceivedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`No invite in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: `${start.getParameter('tzid')} ${String(start.getFirstValue())}`,
  };
}

/** Booking e-mails end to end: API -> outbox -> email/maintenance queues -> worker -> SMTP sink. */
describe('booking e-mails, invites and reminders', () => {
  let slice: Slice;
  let customer: TestAccount;
  let admin: TestAccount;
  let vaccine: string;
  // Both reminder bookings start at 16:00 on the next open day; their reminder falls 8 s after the slice starts.
  const reminderDate = openDate(1);
  const reminderStart = nepalInstant(reminderDate, '16:00');

  const mailsTo = (email: string, subject: RegExp) =>
    slice.sink.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  const mailTo = (email: string, subject: RegExp) =>
    waitFor(() => mailsTo(email, subject)[0], `an e-mail "${subject}" to ${email}`, 20_000);
  const setStatus = (id: string, status: string) =>
    request(slice.api.http).put(`/api/vaccinations/${id}`).set(bearer(admin)).send({ status }).expect(200);

  beforeAll(async () => {
    const leadSeconds = Math.floor((reminderStart.getTime() - Date.now()) / 1000) - 8;
    slice = await startSlice({
      VACCINATION_REMINDER_LEAD_SECONDS: String(leadSeconds),
      VACCINATION_REMINDER_SWEEP_INTERVAL_MS: '1000',
    });
    await resetDatabase(slice.api.orm);
    customer = await signUp(slice.api, { name: 'Sita Sharma' });
    admin = await anAdmin(slice.api);
    [vaccine] = await restockVaccines(slice.api, [aVaccine({ stock: 20 })]);
  }, 60_000);
  afterAll(() => slice.stop());

  it('reminds a confirmed appointment exactly once, across a worker restart, and never a cancelled one', async () => {
    const kept = await aBooking(slice.api, customer, vaccine, {
      appointmentDate: reminderDate,
      appointmentTime: '16:00',
    });
    const dropped = await aBooking(slice.api, customer, vaccine, {
      appointmentDate: reminderDate,
      appointmentTime: '16:00',
      vaccinationCenter: NORTH_BRANCH,
      dog: { name: 'Kaali', breed: 'Labrador', behaviour: 'Playful' },
    });
    await setStatus(kept.id, 'confirmed');
    await setStatus(dropped.id, 'confirmed');
    await request(slice.api.http)
      .patch(`/api/vaccinations/${dropped.id}/cancel`)
      .set(bearer(customer))
      .expect(200);
    // Both reminders are planned as delayed jobs by now; a new worker must still send the one that is due.
    await waitFor(
      async () =>
        (
          await slice.api.orm.em
            .getConnection()
            .execute(
              `select 1 from outbox_message where type = 'vaccination.booking-status-changed.v1' and published_at is null`,
            )
        ).length === 0,
      'the status changes relayed',
    );
    await slice.restartWorker();

    const reminder = await mailTo(customer.email, /^Reminder: Bhote’s vaccination/);
    expect(reminder.text).toContain('Arrive 15 minutes before your appointment.');
    // The delayed job and the sweep (every second) have both had their chance by now.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(mailsTo(customer.email, /^Reminder:/)).toHaveLength(1);
    expect(mailsTo(customer.email, /^Reminder: Kaali/)).toHaveLength(0);
  }, 60_000);

  it('tells the customer and the admins of a request, and confirms it with a calendar invite', async () => {
    const booking = await aBooking(slice.api, customer, vaccine, {
      appointmentDate: openDate(3),
      appointmentTime: '09:00',
      dog: { name: 'Rocky', breed: 'Himalayan Sheepdog', behaviour: 'Aggressive' },
    });
    const requested = await mailTo(customer.email, /^We have your vaccination request for Rocky/);
    expect(requested.text).toContain(
      'You get a confirmation e-mail with a calendar invite once the clinic approves it.',
    );
    expect(requested.attachments).toHaveLength(0);
    const notice = await mailTo(admin.email, /^New vaccination request: Rocky at Main Center/);
    expect(notice.text).toContain(customer.email);

    await setStatus(booking.id, 'confirmed');
    const confirmed = await mailTo(customer.email, /^Confirmed: Rocky’s vaccination/);
    expect(inviteOf(confirmed)).toEqual({
      method: 'REQUEST',
      uid: booking.id,
      sequence: 0,
      status: 'CONFIRMED',
      start: `Asia/Kathmandu ${openDate(3)}T09:00:00`,
    });
  });

  it('updates the invite when a request moves and cancels it when the appointment is cancelled', async () => {
    const booking = await aBooking(slice.api, customer, vaccine, {
      appointmentDate: openDate(4),
      appointmentTime: '10:00',
      dog: { name: 'Tommy', breed: 'Beagle', behaviour: 'Playful' },
    });
    await request(slice.api.http)
      .patch(`/api/vaccinations/${booking.id}/reschedule`)
      .set(bearer(customer))
      .send({ appointmentDate: openDate(5), appointmentTime: '14:00', vaccinationCenter: NORTH_BRANCH })
      .expect(200);
    const moved = await mailTo(customer.email, /^Moved: Tommy’s vaccination/);
    expect(inviteOf(moved)).toEqual({
      method: 'REQUEST',
      uid: booking.id,
      sequence: 1,
      status: 'TENTATIVE',
      start: `Asia/Kathmandu ${openDate(5)}T14:00:00`,
    });

    await setStatus(booking.id, 'confirmed');
    expect(inviteOf(await mailTo(customer.email, /^Confirmed: Tommy’s/))).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
    });
    await setStatus(booking.id, 'cancelled');
    const cancelled = await mailTo(customer.email, /^Cancelled: Tommy’s/);
    expect(inviteOf(cancelled)).toMatchObject({
      method: 'CANCEL',
      uid: booking.id,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(cancelled.text).toContain('the clinic had to cancel');
  });

  it('thanks after the visit with the date the booster is due, and sends the current status again on request', async () => {
    const booking = await aBooking(slice.api, customer, vaccine, {
      appointmentDate: openDate(6),
      appointmentTime: '11:00',
      dog: { name: 'Maya', breed: 'Spitz', behaviour: 'Friendly' },
    });
    await setStatus(booking.id, 'confirmed');
    await moveIntoPast(slice.api, booking.id, 2);
    await setStatus(booking.id, 'completed');
    const thanks = await mailTo(customer.email, /^Thank you for bringing Maya/);
    expect(thanks.text).toMatch(
      /Anti-Rabies Vaccination: around (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4} \(\d{1,2} [A-Z][a-z]+ \d{4} BS\)\n/,
    );

    await request(slice.api.http)
      .post('/api/send-vaccination-email')
      .set(bearer(admin))
      .send({ bookingId: booking.id })
      .expect(202);
    await waitFor(
      () => mailsTo(customer.email, /^Thank you for bringing Maya/).length === 2,
      'the e-mail sent again',
    );
  });
});
