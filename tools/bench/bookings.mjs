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

const { startTestServices } = devStack;
const { addDays, APPOINTMENT_TIMES, nepalDateOf, weekdayOf } = contracts;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 100);
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
    await client.query('analyze');
    return { customers, vaccines, centers };
  } finally {
    await client.end();
  }
}

const pick = (values) => values[Math.floor(Math.random() * values.length)];

async function main() {
  log('Starting PostgreSQL and Redis, then the API...');
  const services = await startTestServices();
  let api;
  try {
    api = await startBenchApi(services);
    const { base } = api;
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
    const run = (label, options) => runWrites(base, label, 'bookings/s', booking, options);
    await run('warm-up', { duration: 5 });
    const results = [
      await run(`${RATE} bookings/s for ${SECONDS} s`, { duration: SECONDS, overallRate: RATE }),
      await run('flat out for 20 s', { duration: 20 }),
    ];
    console.table(results);
    const client = new pg.Client({ connectionString: services.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as bookings,
              (select sum(booked)::int from vaccination_slot) as places,
              (select count(*)::int from (select appointment_date, contact_code from vaccination_booking
                 group by 1, 2 having count(*) > 1) d) as shared_codes
         from vaccination_booking`,
    );
    await client.end();
    log(
      `${rows[0].bookings} bookings stored, ${rows[0].places} places taken, ${rows[0].shared_codes} contact codes shared on a day. ` +
        `At ${RATE} bookings/s: p99 ${results[0].p99} ms.`,
    );
  } finally {
    await api?.stop();
    await services.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
