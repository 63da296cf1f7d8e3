// Load at a fixed rate with the requests spread evenly over each second (an open model: request i is due at
// start + i / rate, whether or not earlier answers have come back), the way customers arrive. autocannon's
// `overallRate` instead lets each connection send its share of a second back to back at the top of the second
// and then pause, so "200 requests/s" meant 200 requests within a few milliseconds, once a second, and the
// latencies measured that burst's queue. Each latency runs from when the request was due, so a request that
// waited for a free connection (the server falling behind) counts that wait too.
import { Agent, request as httpRequest } from 'node:http';
import { percentile } from './report.mjs';

/** How often the scheduler looks for due requests; a request leaves at most this late. */
const TICK_MS = 1;

const realClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

function send(agent, base, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const outgoing = httpRequest(
      url,
      {
        agent,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Sends `rate` requests a second for `seconds`, each made by `makeRequest(i)` ({ method, path, headers, body })
 * over at most `connections` kept-alive connections. Answers the achieved rate and latency percentiles (ms,
 * from each request's due time); throws when any answer was not 2xx or any request failed. `clock` ({ now, sleep })
 * is there for tests: the schedule can then be checked without depending on how busy the machine is.
 */
export async function loadPaced(base, { rate, seconds, connections = 64, makeRequest, clock = realClock }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const failures = [];
  const pending = [];
  const started = clock.now();
  let sent = 0;
  try {
    while (sent < total) {
      const due = Math.min(total, Math.floor(((clock.now() - started) * rate) / 1000) + 1);
      for (; sent < due; sent += 1) {
        const dueAt = started + (sent * 1000) / rate;
        pending.push(
          send(agent, base, makeRequest(sent)).then(
            (status) => {
              latencies.push(clock.now() - dueAt);
              if (status < 200 || status >= 300) failures.push(`answered ${status}`);
            },
            (error) => failures.push(error.message),
          ),
        );
      }
      await clock.sleep(TICK_MS);
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  const elapsed = clock.now() - started;
  if (failures.length > 0) {
    throw new Error(`${base}: ${failures.length} of ${total} requests failed, e.g. ${failures[0]}`);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(percentile(sorted, p) * 10) / 10;
  return {
    requestsPerSecond: Math.round((total / elapsed) * 1000),
    requests: total,
    p50: at(50),
    p90: at(90),
    p95: at(95),
    p99: at(99),
    max: at(100),
  };
}
