import { describe, expect, it } from 'vitest';
import { headroom, ratioPlot } from './plot.mjs';
import { resultRow } from './report.mjs';

describe('headroom', () => {
  it('is how many times better than its target a figure is, whichever way the target points', () => {
    expect(headroom(1.2, { op: '>=', value: 0.6 })).toBe(2);
    expect(headroom(1, { op: '<=', value: 2 })).toBe(2);
    expect(headroom(4, { op: '<=', value: 2 })).toBe(0.5);
  });
});

describe('ratioPlot', () => {
  it('draws a dot per round of every row with a target, coloured by its verdict, and leaves out the rest', () => {
    const svg = ratioPlot(
      [
        resultRow({
          id: 'P1',
          what: 'list',
          target: { op: '>=', value: 0.6, unit: 'x' },
          rounds: [0.7, 0.8, 0.9],
        }),
        resultRow({ id: 'P4', what: 'queue', target: { op: '<=', value: 2, unit: 'x' }, rounds: [3, 4, 5] }),
        resultRow({ id: 'M', what: 'memory', measured: 300, unit: 'MB' }),
      ],
      'Bench',
    );
    expect(svg.match(/<circle[^>]+fill="#2e7d32"/g)).toHaveLength(3);
    expect(svg.match(/<circle[^>]+fill="#c62828"/g)).toHaveLength(3);
    expect(svg).toContain('P1 list');
    expect(svg).not.toContain('M memory');
  });
});
