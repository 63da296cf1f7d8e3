import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  interleaved,
  markdownTable,
  median,
  percentile,
  ratios,
  resultRow,
} from './report.mjs';

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
      '| # | What | Target | Measured | Rounds | Result | Note |',
      '|---|---|---:|---:|---:|:---:|---|',
      '| P1 | list p99 | <= 50 ms | 71.4 ms | — | FAIL |  |',
      '| P2b | search p95 \\| 1M | — | 12 ms | — | reported | no target |',
    ]);
  });

  it('shows the rounds in the order they ran and their range beside their median', () => {
    const row = resultRow({
      id: 'P1',
      what: 'ratio',
      target: { op: '>=', value: 0.6, unit: 'x' },
      rounds: [0.7, 0.5, 0.62],
    });
    expect(markdownTable([row]).split('\n')[2]).toBe(
      '| P1 | ratio | >= 0.6 x | 0.62 x | 0.7, 0.5, 0.62 (0.5-0.7) | pass |  |',
    );
  });
});

describe('rounds', () => {
  it('judges a row of rounds by their median, not by its best or worst round', () => {
    const target = { op: '>=', value: 0.6, unit: 'x' };
    expect(resultRow({ id: 'P1', what: 'r', target, rounds: [0.9, 0.5, 0.55] }).pass).toBe(false);
    expect(resultRow({ id: 'P1', what: 'r', target, rounds: [0.3, 0.65, 0.61] }).pass).toBe(true);
  });

  it('refuses a round that is not a number (a division by a zero baseline)', () => {
    expect(() => resultRow({ id: 'P4', what: 'r', rounds: [1, Infinity, 2], unit: 'x' })).toThrow(
      /not a number/,
    );
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("runs the steps interleaved, round after round, and keeps each step's figures in round order", async () => {
    const order = [];
    const figures = await interleaved(3, {
      baseline: async (round) => (order.push(`baseline${round}`), 10 + round),
      shop: async (round) => (order.push(`shop${round}`), 5 + round),
    });
    expect(order).toEqual(['baseline0', 'shop0', 'baseline1', 'shop1', 'baseline2', 'shop2']);
    expect(figures).toEqual({ baseline: [10, 11, 12], shop: [5, 6, 7] });
    expect(ratios(figures.shop, figures.baseline)).toEqual([0.5, 6 / 11, 7 / 12]);
  });

  it('refuses ratios of rounds that do not pair up', () => {
    expect(() => ratios([1, 2], [1])).toThrow(/rounds/);
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
