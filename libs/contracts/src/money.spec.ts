import { describe, expect, it } from 'vitest';
import { fromPaisa, percentOfPaisa, toPaisa } from './money';

describe('percentOfPaisa', () => {
  it('takes 10 % of two Rs 3,450 products exactly', () => {
    expect(fromPaisa(percentOfPaisa(toPaisa('6900.00'), 10))).toBe('690.00');
  });

  it('rounds to the nearest paisa, halves up', () => {
    expect(percentOfPaisa(5, 10)).toBe(1); // 0.5 paisa -> 1
    expect(percentOfPaisa(4, 10)).toBe(0); // 0.4 paisa -> 0
    expect(percentOfPaisa(14, 10)).toBe(1); // 1.4 -> 1
    expect(percentOfPaisa(15, 10)).toBe(2); // 1.5 -> 2
    expect(percentOfPaisa(toPaisa('1234.55'), 10)).toBe(12_346); // Rs 123.455 -> Rs 123.46
    expect(percentOfPaisa(toPaisa('1234.54'), 10)).toBe(12_345); // Rs 123.454 -> Rs 123.45
  });

  it('accepts a fractional rate and the edges', () => {
    expect(percentOfPaisa(10_000, 12.5)).toBe(1_250);
    expect(percentOfPaisa(333, 33.33)).toBe(111); // 110.9889 -> 111
    expect(percentOfPaisa(123_456, 0)).toBe(0);
    expect(percentOfPaisa(123_456, 100)).toBe(123_456);
    expect(percentOfPaisa(0, 10)).toBe(0);
  });

  it('never loses a paisa: discount plus what is left is the subtotal', () => {
    for (let paisa = 0; paisa < 5_000; paisa += 7) {
      const discount = percentOfPaisa(paisa, 10);
      expect(discount + (paisa - discount)).toBe(paisa);
      expect(Math.abs(discount - paisa / 10)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses what is not money or a rate', () => {
    expect(() => percentOfPaisa(1.5, 10)).toThrow(RangeError);
    expect(() => percentOfPaisa(-1, 10)).toThrow(RangeError);
    expect(() => percentOfPaisa(100, 101)).toThrow(RangeError);
    expect(() => percentOfPaisa(100, Number.NaN)).toThrow(RangeError);
  });
});
