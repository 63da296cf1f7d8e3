import { describe, expect, it } from 'vitest';
import { textArray } from './text-array';

describe('textArray', () => {
  it('quotes every element, escaping quotes and backslashes', () => {
    expect(textArray(['a', 'b,c', '{d}', 'say "hi"', 'back\\slash', 'NULL', ''])).toBe(
      '{"a","b,c","{d}","say \\"hi\\"","back\\\\slash","NULL",""}',
    );
  });

  it('writes an empty list as an empty array', () => {
    expect(textArray([])).toBe('{}');
  });
});
