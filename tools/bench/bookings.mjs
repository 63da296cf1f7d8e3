#!/usr/bin/env node
// Booking placement benchmark: POST /api/vaccinations on loopback for 60 s at 100 bookings/s, then flat out for
// 20 s, by 500 customers over every centre, the next 50 open days and all seven times, for 12 vaccines.
// Each booking takes its slot, a dose of its vaccine and a contact code in one transaction. Centres get room
// for 10,000 dogs per time here, so the run measures placement, not refusals; the 100-parallel test in
// apps/api/test/vaccination covers the last place of a slot. The worker is not running: this is what the
// customer waits for; the e-mails go out later from the outbox.
import pg from 'pg';
import devStack from '@kukur/dev-stack';
import contracts from '@kukur/contracts';
import { insertBenchCustomers, log, runWrites, startBenchApi } from './bench-api.mjs';
import { resultRow, runWhenMain } from './report.mjs';

const { startTestServices } = devStack;
const { addDays, APPOINTMENT_TIMES, nepalDateOf, weekdayOf } = contracts;
const CUSTOMERS = 500;
const VACCINES = 12;
const DAYS = 50;

/** The next DAYS days (Nepal) on which the centres are open, from tomorrow. */
function openDays() {
  const days = [];
  for (let date = addDays(nepalDateOf(new Date()), 1); days.length < DAYS; date = addDays(date, 1)) {
    if (weekdayOf(date) !== 6) days.push(date);
  }
  return days;
}

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into product (id, slug, name, description, category, kind, price, stock)
       select gen_random_uuid(), 'bench-vaccine-' || g, 'Bench Vaccine ' || g, 'For the booking benchmark.',
              'Core Vaccine', 'vaccine', (500 + g * 75)::numeric(12, 2), 100000000
         from generate_series(1, $1) g`,
      [VACCINES],
    );
    await client.query('update vaccination_center set slot_capacity = 10000');
    const customers = await insertBenchCustomers(client, CUSTOMERS, 'owner');
    const vaccines = (await client.query(`select id from product where kind = 'vaccine'`)).rows.map(
      (row) => row.id,
    );
    const centers = (await client.query('select id from vaccination_center')).rows.map((row) => row.id);
    // Statistics of the tables seeded here only: the booking tables stay unanalyzed, as a shop's would until
    // autovacuum looks, so the planner sizes them as they grow. Statistics of them empty would make every pooled
    // connection cache a sequential scan of vaccination_booking for its foreign-key checks (see orders.mjs).
    await client.query('analyze product, app_user, vaccination_center');
    return { customers, vaccines, centers };
  } finally {
    await client.end();
  }
}

const pick = (values) => values[Math.floor(Math.random() * values.length)];

/** Bookings at a fixed rate then flat out; rows without targets (issue 15 names none) and two exact checks. */
export async function run({ quick = false } = {}) {
  const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 60));
  const flatOutSeconds = Math.min(seconds, quick ? 3 : 20);
  const rate = Number(process.env.BENCH_RATE ?? (quick ? 30 : 100));
  log('Bookings: starting PostgreSQL and Redis, then the API...');
  const services = await startTestServices();
  let api;
  try {
    api = await startBenchApi(services);
    const { customers: owners, vaccines, centers } = await seed(services.databaseUrl);
    const days = openDays();
    let next = 0;
    const booking = () => {
      const owner = owners[next++ % owners.length];
      return {
        method: 'POST',
        path: '/api/vaccinations',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({
          patient: { name: owner.name, phoneNumber: '9841234567', city: 'Lalitpur', address: 'Jhamsikhel' },
          dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Friendly' },
          vaccines: [{ productId: pick(vaccines) }],
          userEmail: owner.email,
          appointmentDate: pick(days),
          appointmentTime: pick(APPOINTMENT_TIMES),
          vaccinationCenter: pick(centers),
        }),
      };
    };
    const book = (label, options) => runWrites(api.base, label, 'bookings/s', booking, options);
    await book('warm-up', { duration: quick ? 1 : 5 });
    const atRate = await book(`${rate} bookings/s`, { duration: seconds, overallRate: rate });
    const flatOut = await book('flat out', { duration: flatOutSeconds });
    const client = new pg.Client({ connectionString: services.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as bookings,
              (select coalesce(sum(booked), 0)::int from vaccination_slot) as places,
              (select count(*)::int from (select appointment_date, contact_code from vaccination_booking
                 group by 1, 2 having count(*) > 1) d) as shared_codes
         from vaccination_booking`,
    );
    await client.end();
    const [{ bookings, places, shared_codes: sharedCodes }] = rows;
    return [
      resultRow({
        id: 'B',
        what: `vaccination booking, p99 at ${rate} bookings/s for ${seconds} s`,
        measured: atRate.p99,
        unit: 'ms',
        note: `p50 ${atRate.p50} ms, p90 ${atRate.p90} ms, ${atRate['bookings/s']} bookings/s`,
      }),
      resultRow({
        id: 'B',
        what: `vaccination booking flat out for ${flatOutSeconds} s`,
        measured: flatOut['bookings/s'],
        unit: 'bookings/s',
        note: `p50 ${flatOut.p50} ms, p99 ${flatOut.p99} ms`,
      }),
      resultRow({
        id: 'B',
        what: `places taken minus bookings stored (${bookings.toLocaleString('en')} bookings)`,
        target: { op: '<=', value: 0, unit: '' },
        measured: Math.abs(places - bookings),
      }),
      resultRow({
        id: 'B',
        what: 'contact codes shared by two bookings of a day',
        target: { op: '<=', value: 0, unit: '' },
        measured: sharedCodes,
      }),
    ];
  } finally {
    await api?.stop();
    await services.stop();
  }
}

runWhenMain(import.meta.url, run);
