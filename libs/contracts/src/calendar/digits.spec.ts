import { describe, expect, it } from 'vitest';
import { formatCount, groupLakh, toDevanagariDigits } from './digits';
import { formatRupees } from './money-text';

describe('digits and grouping', () => {
  it('groups in lakhs and crores', () => {
    expect(groupLakh('999')).toBe('999');
    expect(groupLakh('1000')).toBe('1,000');
    expect(groupLakh('125000')).toBe('1,25,000');
    expect(groupLakh('12345678')).toBe('1,23,45,678');
  });

  it('writes Devanagari digits and leaves the rest', () => {
    expect(toDevanagariDigits('Rs 1,25,000.50 on 2083')).toBe('Rs १,२५,०००.५० on २०८३');
    expect(formatCount(125000, 'ne')).toBe('१,२५,०००');
    expect(formatCount(-1500, 'en')).toBe('-1,500');
  });
});

describe('rupees for reading', () => {
  it('writes English and Nepali amounts exactly, from numbers or decimal text', () => {
    expect(formatRupees(125000)).toBe('Rs 1,25,000.00');
    expect(formatRupees('125000.5', 'ne')).toBe('रु १,२५,०००.५०');
    expect(formatRupees('0.05')).toBe('Rs 0.05');
    expect(formatRupees(1450.1 + 0.2)).toBe('Rs 1,450.30');
    expect(formatRupees(-20, 'en')).toBe('Rs -20.00');
  });

  it('gives null for what is not an amount', () => {
    expect(formatRupees('12,00')).toBeNull();
    expect(formatRupees(Number.NaN)).toBeNull();
  });
});
