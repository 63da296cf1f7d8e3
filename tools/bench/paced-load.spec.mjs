import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPaced } from './paced-load.mjs';

/** A loopback server answering `status`; notes when each request arrived and what it asked. */
async function startRecorder(status = 200) {
  const arrivals = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      arrivals.push({ at: performance.now(), method: request.method, url: request.url, body });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    arrivals,
    stop: () => new Promise((done) => server.close(done)),
  };
}

describe('loadPaced', () => {
  let stop;
  afterEach(async () => stop?.());

  it('sends every request made for it, each with its method, path and body', async () => {
    const recorder = await startRecorder();
    stop = recorder.stop;
    const result = await loadPaced(recorder.base, {
      rate: 100,
      seconds: 1,
      makeRequest: (index) => ({ method: 'POST', path: `/orders?n=${index}`, body: `{"n":${index}}` }),
    });
    expect(result.requests).toBe(100);
    expect(recorder.arrivals.map(({ url }) => url).sort()).toEqual(
      Array.from({ length: 100 }, (_, index) => `/orders?n=${index}`).sort(),
    );
    expect(
      recorder.arrivals.every(
        ({ method, url, body }) => method === 'POST' && url === `/orders?n=${JSON.parse(body).n}`,
      ),
    ).toBe(true);
    expect(result.p50).toBeGreaterThan(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  });

  it('spreads the requests evenly over the second instead of sending them in one burst', async () => {
    // A clock that only moves when the scheduler sleeps: the schedule is checked exactly, however busy the
    // machine (real timers on a loaded CI machine fire late and made a wall-clock check of this flaky).
    let now = 0;
    const clock = {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    };
    const recorder = await startRecorder();
    stop = recorder.stop;
    const madeAt = [];
    await loadPaced(recorder.base, {
      rate: 100,
      seconds: 1,
      clock,
      makeRequest: (index) => {
        madeAt[index] = now;
        return { path: `/?n=${index}` };
      },
    });
    expect(madeAt).toEqual(Array.from({ length: 100 }, (_, index) => index * 10));
  });

  it('fails when an answer is not 2xx', async () => {
    const recorder = await startRecorder(503);
    stop = recorder.stop;
    await expect(
      loadPaced(recorder.base, { rate: 20, seconds: 0.5, makeRequest: () => ({ path: '/' }) }),
    ).rejects.toThrow(/10 of 10 requests failed, e.g. answered 503/);
  });
});
