import { DEMO_ADMIN } from '@kukur/dev-stack';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, waitForPath } from './account-pages';
import { apiLogin, createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { rawEmail, waitForEmail } from './mail-inbox';
import { anAntiRabiesVaccine, KATHMANDU, longDate, openDay, pickDate } from './vaccination-booking';

describe('booking a vaccination', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), {
    viewport: { width: 1280, height: 900 },
    timeoutMs: 20_000,
    geolocation: KATHMANDU,
  });

  it('books from the vaccine’s page in three steps, finds the centre on the map, then reschedules and cancels', async () => {
    const customer = { name: 'Anjali Gurung', email: uniqueEmail('vaccination'), password: 'Anjali-pass1' };
    await createCustomer(shopUrl, mailUrl, customer);
    const vaccine = await anAntiRabiesVaccine(shopUrl);
    const date = openDay(2);

    await logIn(page, shopUrl, customer, '/');
    await page.goto(`${shopUrl}/vaccination/${vaccine.id}`);
    await page.getByRole('heading', { level: 1, name: vaccine.name }).waitFor();
    // A vaccine is booked, not carted.
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Schedule Vaccination' }).click();

    const wizard = page.getByRole('dialog', { name: `Book ${vaccine.name}` });
    await wizard.getByRole('heading', { name: 'Step 1 of 3: Date & Time' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Please select both date and time for your appointment.').waitFor();
    await pickDate(page, 'Appointment date', date);
    await wizard.locator('label', { hasText: '10:00' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('heading', { name: 'Step 2 of 3: Owner Information' }).waitFor();
    expect(await wizard.getByLabel('Patient Name').inputValue()).toBe(customer.name);
    await wizard.getByLabel('Phone Number').fill('9841234567');
    await wizard.getByLabel('City').fill('Kathmandu');
    await wizard.getByLabel('Address').fill('Thamel, near the Garden of Dreams');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('heading', { name: 'Step 3 of 3: Dog Information' }).waitFor();
    await wizard.getByLabel('Dog Name').fill('Bhote');
    await wizard.getByLabel('Dog Breed').fill('Tibetan Mastiff');
    await wizard.locator('label', { hasText: 'Playful' }).click();
    await wizard.getByText('You pay at the centre').first().waitFor();
    await wizard.getByRole('button', { name: 'Confirm Booking' }).click();

    // The confirmation: loaded by id, with the centre and the customer on the map and the walking distance.
    await page.waitForURL(/\/BookingConfirm\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split('/').at(-1)!;
    await page.getByRole('heading', { name: 'Appointment Request Sent' }).waitFor();
    await page.getByText(longDate(date)).first().waitFor();
    const distance = page.getByLabel('Distance to the centre');
    await distance.waitFor();
    expect(await distance.innerText()).toMatch(/\d+\.\d km[\s\S]*\d+ min/);
    await page.getByRole('img', { name: 'Main Center (vaccination centre)' }).waitFor();
    await page.getByRole('img', { name: 'Your location' }).waitFor();
    expect(await page.getByText(/^VX\d{4}$/).count()).toBeGreaterThan(0);
    // A reload keeps it: the page reads the booking from the server.
    await page.reload();
    await page.getByRole('heading', { name: 'Appointment Request Sent' }).waitFor();

    // My Bookings: reschedule to another time, then cancel.
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await waitForPath(page, '/MyBookings');
    await page.getByRole('heading', { name: 'Booking Statement' }).waitFor();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule Appointment' });
    const newDate = openDay(3);
    await pickDate(page, 'Appointment date', newDate);
    await reschedule.locator('label', { hasText: '14:00' }).click();
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await page.getByText('Appointment Rescheduled').first().waitFor();
    await page.getByText(longDate(newDate)).first().waitFor();
    await page.getByText('14:00 (Nepal time)').first().waitFor();

    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page
      .getByText('Are you sure you want to cancel this appointment? This action cannot be undone.')
      .waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Cancel Appointment|^Yes/ })
      .click();
    await page.getByText('Your vaccination appointment has been successfully cancelled.').first().waitFor();
    await page.locator('.booking-status', { hasText: 'Cancelled' }).first().waitFor();

    const moved = await waitForEmail(mailUrl, customer.email, /^Moved: Bhote’s vaccination/);
    expect(await rawEmail(mailUrl, moved)).toContain(`UID:${bookingId}`);
  });

  it('lets the admin confirm a booking, and the customer gets the confirmation with a calendar invite', async () => {
    const customer = {
      name: 'Prakash Thapa',
      email: uniqueEmail('vaccination-admin'),
      password: 'Prakash-pass1',
    };
    await createCustomer(shopUrl, mailUrl, customer);
    const token = await apiLogin(shopUrl, customer);
    const vaccine = await anAntiRabiesVaccine(shopUrl);
    const date = openDay(4);
    const response = await fetch(new URL('/api/vaccinations', shopUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        patient: { name: customer.name, phoneNumber: '9812345678', city: 'Lalitpur', address: 'Pulchowk' },
        dog: { name: 'Kaali', breed: 'Labrador', behaviour: 'Friendly' },
        vaccines: [{ productId: vaccine.id }],
        appointmentDate: date,
        appointmentTime: '11:00',
        vaccinationCenter: 'South Branch',
      }),
    });
    expect(response.status).toBe(201);
    const booking = (await response.json()) as { id: string; reference: string };

    await logIn(page, shopUrl, DEMO_ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' }).click();
    await waitForPath(page, '/admin/bookings');
    await page.getByRole('heading', { name: 'Vaccination Bookings' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(customer.email);
    const row = page.getByRole('row').filter({ hasText: booking.reference });
    await row.waitFor();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Booking status updated to Confirmed').first().waitFor();
    await row
      .locator('.admin-booking-status', { hasText: 'Confirmed' })
      .or(row.getByText('Confirmed'))
      .first()
      .waitFor();

    const confirmation = await waitForEmail(mailUrl, customer.email, /^Confirmed: Kaali’s vaccination/);
    const source = await rawEmail(mailUrl, confirmation);
    expect(source).toContain('text/calendar');
    expect(source).toContain('METHOD:REQUEST');
    expect(source).toContain(`UID:${booking.id}`);
    expect(source).toMatch(new RegExp(`DTSTART;TZID=Asia/Kathmandu:${date.replaceAll('-', '')}T110000`));
  });
});
