import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  it('runs the calls of one turn as one batch and answers each its own result', async () => {
    const batches: number[][] = [];
    const doubler = new Coalescer(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    });
    const first = await Promise.all([doubler.run(1), doubler.run(2), doubler.run(3)]);
    const second = await doubler.run(4);
    expect(first).toEqual([2, 4, 6]);
    expect(second).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every call of a batch that fails or answers the wrong number of results', async () => {
    const failing = new Coalescer(async () => Promise.reject(new Error('database gone')));
    await expect(Promise.all([failing.run(1), failing.run(2)])).rejects.toThrow('database gone');
    const short = new Coalescer(async (items: number[]) => items.slice(1));
    const calls = [short.run(1), short.run(2)];
    for (const call of calls) await expect(call).rejects.toThrow('A batch of 2 answered 1 results');
  });
});
