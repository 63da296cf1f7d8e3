// How long this machine's disk takes to make a small write durable: what every committed order waits for
// (PostgreSQL flushes its WAL at each commit). Writes 8 KB and fdatasyncs it every `intervalMs` for `seconds`
// in `dir` (the file system the benchmark's PostgreSQL keeps its data on), then deletes the file. A virtual
// disk can answer in a quarter of a millisecond and now and then stall for hundreds: those stalls hold up
// every commit in flight, and they set P3's p99 more than the API does.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './report.mjs';

/** Stalls counted: flushes slower than this. */
export const SLOW_FLUSH_MS = 50;

export async function measureDiskFlush({ dir, seconds, intervalMs = 10 }) {
  const folder = mkdtempSync(join(dir, 'kukur-flush-'));
  const fd = openSync(join(folder, 'probe'), 'w');
  const block = Buffer.alloc(8192, 1);
  const times = [];
  try {
    for (const end = Date.now() + seconds * 1000; Date.now() < end;) {
      const start = performance.now();
      writeSync(fd, block);
      fdatasyncSync(fd);
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    closeSync(fd);
    rmSync(folder, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  const at = (p) => Math.round(percentile(times, p) * 100) / 100;
  return {
    flushes: times.length,
    p50: at(50),
    p99: at(99),
    max: at(100),
    slow: times.filter((ms) => ms > SLOW_FLUSH_MS).length,
  };
}
