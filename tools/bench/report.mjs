// The one table `npm run bench` prints: every benchmark answers rows of this shape, judged here the same way.
import { pathToFileURL } from 'node:url';

/**
 * One measured figure against its target.
 * - `id`: the number for the target (`P1`, `P2`, ...); `what`: what was measured, in words.
 * - `target`: `{ op: '<=' | '>=' | '<' | '>', value, unit }` (unit as shown: 'ms', 'req/s', 'x', 'e-mails/s', ...), or null
 *   when the figure is reported without a target.
 * - `rounds`: the figure of each interleaved round; the row's figure is then their median. Or `measured`: one
 *   figure, for what is measured once.
 * - `note`: anything the reader needs to read the figure right (what a ratio was divided by, the raw figures).
 */
export function resultRow({
  id,
  what,
  target = null,
  measured,
  rounds,
  unit = target?.unit ?? '',
  note = '',
}) {
  const values = rounds ?? [measured];
  for (const value of values) {
    if (!Number.isFinite(value)) throw new Error(`${id} ${what}: measured is not a number (${value})`);
  }
  const figure = rounds ? median(rounds) : measured;
  return {
    id,
    what,
    target,
    measured: figure,
    rounds: rounds ?? null,
    unit,
    note,
    pass: target ? meets(figure, target) : null,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs `steps` (name -> async (round) => figure) one after another, `count` times over (a, b, c, a, b, c, ...),
 * so that the machine's drift during a run reaches every step alike; answers each step's figures by name, in
 * round order.
 */
export async function interleaved(count, steps) {
  const figures = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
  for (let round = 0; round < count; round += 1) {
    for (const [name, step] of Object.entries(steps)) figures[name].push(await step(round));
  }
  return figures;
}

/** Each round's a / b. */
export function ratios(a, b) {
  if (a.length !== b.length) throw new Error(`ratios of ${a.length} and ${b.length} rounds`);
  return a.map((value, index) => value / b[index]);
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

/** The rows as a markdown table (target, median, each round's figure, pass/fail). */
export function markdownTable(rows) {
  const lines = [
    '| # | What | Target | Measured | Rounds | Result | Note |',
    '|---|---|---:|---:|---:|:---:|---|',
  ];
  for (const row of rows) {
    const target = row.target ? `${row.target.op} ${formatNumber(row.target.value)} ${row.target.unit}` : '—';
    const measured = `${formatNumber(row.measured)} ${row.unit}`.trim();
    const rounds = row.rounds ? roundsText(row.rounds) : '—';
    const result = row.pass === null ? 'reported' : row.pass ? 'pass' : 'FAIL';
    lines.push(
      `| ${cell(row.id)} | ${cell(row.what)} | ${cell(target.trim())} | ${cell(measured)} | ${rounds} | ${result} | ${cell(row.note)} |`,
    );
  }
  return lines.join('\n');
}

/** "0.61 (0.58-0.66)": the rounds' range, the rounds in the order they ran. */
function roundsText(rounds) {
  const sorted = [...rounds].sort((a, b) => a - b);
  return `${rounds.map(formatNumber).join(', ')} (${formatNumber(sorted[0])}-${formatNumber(sorted.at(-1))})`;
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
