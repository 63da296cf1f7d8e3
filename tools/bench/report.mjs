// The one table `npm run bench` prints: every benchmark answers rows of this shape, judged here the same way.
import { pathToFileURL } from 'node:url';

/**
 * One measured figure against its target.
 * - `id`: the number for the target (`P1`, `P2`, ...); `what`: what was measured, in words.
 * - `target`: `{ op: '<=' | '>=' | '<' | '>', value, unit }` (unit as shown: 'ms', 'req/s', 'x', 'e-mails/s', ...), or null
 *   when the figure is reported without a target.
 * - `measured`: the number, in the target's unit.
 * - `baseline`: for ratios, what the figure was divided by (shown as a note).
 * - `note`: anything the reader needs to read the figure right.
 */
export function resultRow({ id, what, target = null, measured, unit = target?.unit ?? '', note = '' }) {
  if (!Number.isFinite(measured)) throw new Error(`${id} ${what}: measured is not a number (${measured})`);
  return { id, what, target, measured, unit, note, pass: target ? meets(measured, target) : null };
}

function meets(measured, { op, value }) {
  if (op === '<=') return measured <= value;
  if (op === '>=') return measured >= value;
  if (op === '<') return measured < value;
  if (op === '>') return measured > value;
  throw new Error(`unknown target operator ${op}`);
}

/** 1234.5 -> "1,235"; small figures keep up to two decimals (0.074, 4.5). */
export function formatNumber(value) {
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en', { maximumFractionDigits: digits });
}

function cell(text) {
  return String(text).replaceAll('|', '\\|');
}

/** The rows as a markdown table (target, measured, pass/fail). */
export function markdownTable(rows) {
  const lines = ['| # | What | Target | Measured | Result | Note |', '|---|---|---:|---:|:---:|---|'];
  for (const row of rows) {
    const target = row.target ? `${row.target.op} ${formatNumber(row.target.value)} ${row.target.unit}` : '—';
    const measured = `${formatNumber(row.measured)} ${row.unit}`.trim();
    const result = row.pass === null ? 'reported' : row.pass ? 'pass' : 'FAIL';
    lines.push(
      `| ${cell(row.id)} | ${cell(row.what)} | ${cell(target.trim())} | ${cell(measured)} | ${result} | ${cell(row.note)} |`,
    );
  }
  return lines.join('\n');
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) throw new Error('percentile of no values');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Runs a benchmark file's `run` when the file is the script node was started with (`node tools/bench/x.mjs`),
 * printing its rows; importing the file (npm run bench, node -e) runs nothing.
 */
export function runWhenMain(moduleUrl, run) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run({ quick: process.env.BENCH_QUICK === '1' })
    .then((rows) => process.stdout.write(`\n${markdownTable(rows)}\n`))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
