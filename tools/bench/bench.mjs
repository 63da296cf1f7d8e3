#!/usr/bin/env node
// `npm run bench`: the shop beside bare baselines started in the same run (catalogue, orders, e-mail), each on
// its own throw-away PostgreSQL and Redis; one table in tools/bench/results/latest.md and its plot latest.svg.
// BENCH_QUICK=1 runs each briefly (checks that they work; the figures then mean little); BENCH_ONLY=orders,email
// runs some. See README.md beside this file.
import * as catalogue from './catalogue.mjs';
import * as email from './email.mjs';
import * as orders from './orders.mjs';
import { runAndReport } from './write-report.mjs';

runAndReport({
  title: 'Benchmarks: the shop beside bare baselines',
  name: 'latest',
  benchmarks: { catalogue, orders, email },
  intro: ['The load generator, the API, the worker, the baselines, PostgreSQL and Redis share the machine.'],
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
