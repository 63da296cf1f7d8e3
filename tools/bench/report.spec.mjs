import { describe, expect, it } from 'vitest';
import { formatNumber, markdownTable, percentile, resultRow } from './report.mjs';

describe('resultRow', () => {
  it('passes a figure that meets an upper bound and fails one above it', () => {
    const target = { op: '<=', value: 50, unit: 'ms' };
    expect(resultRow({ id: 'P1', what: 'p99', target, measured: 50 }).pass).toBe(true);
    expect(resultRow({ id: 'P1', what: 'p99', target, measured: 50.1 }).pass).toBe(false);
  });

  it('passes a figure that meets a lower bound and fails one below it', () => {
    const target = { op: '>=', value: 0.25, unit: 'x' };
    expect(resultRow({ id: 'P1', what: 'ratio', target, measured: 0.3 }).pass).toBe(true);
    expect(resultRow({ id: 'P1', what: 'ratio', target, measured: 0.2 }).pass).toBe(false);
  });

  it('reports a figure without a target as neither pass nor fail', () => {
    expect(resultRow({ id: 'P2b', what: 'p95 at 10k', measured: 3, unit: 'ms' }).pass).toBeNull();
  });

  it('refuses a measurement that is not a number', () => {
    expect(() => resultRow({ id: 'P3', what: 'orders/s', measured: Number.NaN })).toThrow(/not a number/);
  });
});

describe('markdownTable', () => {
  it('shows target, measured figure and the judgement per row', () => {
    const table = markdownTable([
      resultRow({ id: 'P1', what: 'list p99', target: { op: '<=', value: 50, unit: 'ms' }, measured: 71.4 }),
      resultRow({ id: 'P2b', what: 'search p95 | 1M', measured: 12, unit: 'ms', note: 'no target' }),
    ]);
    expect(table.split('\n')).toEqual([
      '| # | What | Target | Measured | Result | Note |',
      '|---|---|---:|---:|:---:|---|',
      '| P1 | list p99 | <= 50 ms | 71.4 ms | FAIL |  |',
      '| P2b | search p95 \\| 1M | — | 12 ms | reported | no target |',
    ]);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps decimals only for small figures', () => {
    expect(formatNumber(34725.4)).toBe('34,725');
    expect(formatNumber(12.34)).toBe('12.3');
    expect(formatNumber(0.0741)).toBe('0.074');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });
});
