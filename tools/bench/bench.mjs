#!/usr/bin/env node
// `npm run bench`: every benchmark on its own throw-away services, one table of targets, figures and results,
// printed and written to tools/bench/results/latest.md. BENCH_QUICK=1 runs each briefly (checks that they work;
// the figures then mean little). Exits 1 when a benchmark could not run; a missed target is a result, not an error.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { log, root } from './bench-api.mjs';
import * as announcement from './announcement.mjs';
import * as bookings from './bookings.mjs';
import * as catalogue from './catalogue.mjs';
import * as email from './email.mjs';
import * as orders from './orders.mjs';
import * as prettier from 'prettier';
import { markdownTable } from './report.mjs';

const BENCHMARKS = { catalogue, orders, bookings, email, announcement };

function machine() {
  const load = loadavg().map((value) => value.toFixed(2));
  return `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB memory, load average ${load.join(' ')}`;
}

async function main() {
  const quick = process.env.BENCH_QUICK === '1';
  const only = process.env.BENCH_ONLY?.split(',');
  const started = new Date();
  const before = machine();
  const rows = [];
  const failures = [];
  for (const [name, benchmark] of Object.entries(BENCHMARKS)) {
    if (only && !only.includes(name)) continue;
    const at = performance.now();
    try {
      rows.push(...(await benchmark.run({ quick })));
      log(`${name}: done in ${Math.round((performance.now() - at) / 1000)} s`);
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      log(`${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  const report = [
    `# Benchmarks${quick ? ' (quick run: checks the benchmarks work; not a measurement)' : ''}`,
    '',
    `${started.toISOString()}, Node ${process.version}; machine at the start: ${before}; at the end: ${machine()}.`,
    'The load generator, the API, the worker, PostgreSQL and Redis share the machine.',
    '',
    markdownTable(rows),
    ...(failures.length ? ['', '## Could not run', '', ...failures.map((failure) => `- ${failure}`)] : []),
    '',
  ].join('\n');
  const dir = join(root, 'tools', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = process.env.BENCH_RESULT_FILE ?? join(dir, quick ? 'quick.md' : 'latest.md');
  // Formatted as the repository's markdown is (npm test checks the format of the committed results).
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(report, { ...options, filepath: file }));
  log(`\n${report}\nWritten to ${file}`);
  if (failures.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
