import { describe, expect, it } from 'vitest';
import { noneMatch } from './conditional-get';

describe('If-None-Match against an answer’s ETag', () => {
  it('matches the same tag, weak or strong on either side', () => {
    expect(noneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(noneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
  });

  it('matches a tag anywhere in a list, and any tag for *', () => {
    expect(noneMatch('W/"old", W/"abc" ,"other"', 'W/"abc"')).toBe(true);
    expect(noneMatch('*', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a part of one, or no header', () => {
    expect(noneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(noneMatch('W/"ab"', 'W/"abc"')).toBe(false);
    expect(noneMatch('abc', 'W/"abc"')).toBe(false);
    expect(noneMatch(undefined, 'W/"abc"')).toBe(false);
    expect(noneMatch('', 'W/"abc"')).toBe(false);
  });
});
