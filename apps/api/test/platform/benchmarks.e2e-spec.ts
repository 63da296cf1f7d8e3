import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..', '..');

/**
 * The benchmarks' failures first, then the output's end: a CI log keeps only a part of a long message, and
 * the run's output starts with pages of service start-up.
 */
function whyItFailed(stdout: string, stderr: string): string {
  const lines = stdout.split('\n');
  const failed = lines.findIndex((line) => /^[a-z]+ failed: /.test(line));
  return [
    ...(failed >= 0 ? lines.slice(failed, failed + 15) : []),
    '--- the end of the output:',
    ...lines.slice(-40),
    '--- the end of stderr:',
    ...stderr.split('\n').slice(-20),
  ].join('\n');
}

/**
 * `npm run bench`'s quick version, on the built API and worker (npm test builds first): it must run every
 * benchmark and report every target. Whether a target is met is the benchmark's business, measured on a
 * quiet machine, never asserted here.
 */
describe('npm run bench (BENCH_QUICK=1)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kukur-bench-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'runs every benchmark and reports a figure for every target, with its rounds, and the plot',
    { timeout: 600_000 },
    () => {
      const file = join(dir, 'quick.md');
      const run = spawnSync(process.execPath, [join(root, 'tools/bench/bench.mjs')], {
        cwd: root,
        env: { ...process.env, BENCH_QUICK: '1', BENCH_RESULT_FILE: file },
        encoding: 'utf8',
        timeout: 590_000,
      });
      expect(run.status, whyItFailed(run.stdout, run.stderr)).toBe(0);
      const rows = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\| P\d\w* /.test(line))
        .map((line) => line.split('|').map((cell) => cell.trim()));
      const ids = new Set(rows.map((cells) => cells[1]));
      expect([...ids].sort()).toEqual(['P1', 'P2', 'P2b', 'P3', 'P3l', 'P4', 'P4m', 'P5']);
      for (const cells of rows) {
        expect(cells[4], cells.join(' | ')).toMatch(/^\d[\d,.]*( \S.*)?$/);
        // A ratio's three rounds and their range, or a dash for what is measured once.
        expect(cells[5], cells.join(' | ')).toMatch(/^(—|[\d,.]+, [\d,.]+, [\d,.]+ \([\d,.]+-[\d,.]+\))$/);
        expect(['pass', 'FAIL', 'reported']).toContain(cells[6]);
      }
      expect(readFileSync(join(dir, 'quick.svg'), 'utf8')).toContain('<svg');
    },
  );
});
