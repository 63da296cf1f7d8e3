// What `npm run bench` and `npm run bench:peers` share: run benchmarks one after another, then write one table
// (results/<name>.md) and its plot (results/<name>.svg), and print the table. Exits 1 when a benchmark could not
// run; a missed target is a result, not an error.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { log, root } from './bench-api.mjs';
import { ratioPlot } from './plot.mjs';
import { markdownTable } from './report.mjs';

function machine() {
  const load = loadavg().map((value) => value.toFixed(2));
  return `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB memory, load average ${load.join(' ')}`;
}

/**
 * Runs each of `benchmarks` (name -> module with `run({ quick })`) unless BENCH_ONLY names others; writes
 * results/<name>.md (results/quick-<name>.md with BENCH_QUICK=1, or BENCH_RESULT_FILE) and the .svg beside it.
 */
export async function runAndReport({ title, name, benchmarks, intro = [] }) {
  const quick = process.env.BENCH_QUICK === '1';
  const only = process.env.BENCH_ONLY?.split(',');
  const started = new Date();
  const before = machine();
  const rows = [];
  const failures = [];
  for (const [benchmarkName, benchmark] of Object.entries(benchmarks)) {
    if (only && !only.includes(benchmarkName)) continue;
    const at = performance.now();
    try {
      rows.push(...(await benchmark.run({ quick })));
      log(`${benchmarkName}: done in ${Math.round((performance.now() - at) / 1000)} s`);
    } catch (error) {
      failures.push(`${benchmarkName}: ${error instanceof Error ? error.message : String(error)}`);
      log(`${benchmarkName} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const dir = join(root, 'tools', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = process.env.BENCH_RESULT_FILE ?? join(dir, quick ? `quick-${name}.md` : `${name}.md`);
  const plotFile = file.replace(/\.md$/, '.svg');
  const report = [
    `# ${title}${quick ? ' (quick run: checks the benchmarks work; not a measurement)' : ''}`,
    '',
    `${started.toISOString()}, ${minutes} min, Node ${process.version}; machine at the start: ${before}; at the end: ${machine()}.`,
    ...intro,
    'Measured: the median of three interleaved rounds; Rounds: each round in the order it ran (min-max).',
    `Plot: [${plotFile.split('/').at(-1)}](${plotFile.split('/').at(-1)}).`,
    '',
    markdownTable(rows),
    ...(failures.length ? ['', '## Could not run', '', ...failures.map((failure) => `- ${failure}`)] : []),
    '',
  ].join('\n');
  // Formatted as the repository's markdown is (npm test checks the format of the committed results).
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(report, { ...options, filepath: file }));
  writeFileSync(
    plotFile,
    ratioPlot(rows, `${title}, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`),
  );
  log(`\n${report}\nWritten to ${file} and ${plotFile}`);
  if (failures.length) process.exit(1);
}
