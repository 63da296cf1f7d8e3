// Load on one URL: flat out with autocannon, every answer's latency kept so any percentile can be read (autocannon's own
// summary has p90 and p97.5 but no p95). Any non-2xx answer or failed request fails the benchmark.
import autocannon from 'autocannon';
import { loadPaced } from './paced-load.mjs';
import { percentile } from './report.mjs';

function load(url, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections: 20, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      const sorted = latencies.sort((a, b) => a - b);
      const at = (p) => Math.round(percentile(sorted, p) * 10) / 10;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        requests: sorted.length,
        p50: at(50),
        p95: at(95),
        p99: at(99),
        max: at(100),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** As many requests as 20 connections can make in `seconds`. */
export function loadFlatOut(url, { seconds, connections = 20, ...rest }) {
  return load(url, { duration: seconds, connections, ...rest });
}

/** `rate` requests a second, spread evenly (see paced-load.mjs), for `seconds`. */
export function loadAtRate(url, { rate, seconds }) {
  const { origin, pathname, search } = new URL(url);
  return loadPaced(origin, { rate, seconds, makeRequest: () => ({ path: `${pathname}${search}` }) });
}
