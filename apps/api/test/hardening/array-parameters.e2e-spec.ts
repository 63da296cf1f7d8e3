import { textArray, uuidArray } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TestApi } from '../support/test-api';

/** Arrays bound as one parameter come back from PostgreSQL exactly as they went in. */
describe('array parameters', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(() => api.close());

  const roundTrip = async (literal: string, type: string) =>
    (await api.orm.em.getConnection().execute<{ a: string[] }[]>(`select ?::${type}[] as a`, [literal]))[0]!
      .a;

  it('keeps texts with commas, braces, quotes, backslashes, the word NULL and empty ones as they are', async () => {
    const values = ['a', 'b,c', '{d}', 'say "hi"', 'back\\slash', 'NULL', '', 'नमस्ते', "o'clock"];
    expect(await roundTrip(textArray(values), 'text')).toEqual(values);
    expect(await roundTrip(textArray([]), 'text')).toEqual([]);
  });

  it('keeps ids', async () => {
    const ids = [randomUUID(), randomUUID()];
    expect(await roundTrip(uuidArray(ids), 'uuid')).toEqual(ids);
  });
});
