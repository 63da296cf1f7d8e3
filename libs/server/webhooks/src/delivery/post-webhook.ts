import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@kukur/contracts';
import { isNonPublicAddress } from '../url/private-address';
import { hostOf, parseWebhookUrl, WebhookUrlRefusedError } from '../url/webhook-url';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** How far the receiver's answer is kept in the log; the body itself is read and dropped. */
const MAX_ANSWER_BYTES = 4096;

/**
 * Resolves like the system does, then refuses the connection when an address is not public: checked on the
 * address actually connected to, so a name that resolved to a public address at registration and to a
 * private one now (DNS rebinding) is still refused.
 */
function publicOnlyLookup(host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => isNonPublicAddress(entry.address));
      if (refused) {
        return callback(
          new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlPrivate(`${host} is ${refused.address}`)),
          '',
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs a webhook and answers the response's status code (any status: the caller decides what counts as
 * delivered). Redirects are not followed (a 3xx is just a status); throws on a refused URL, a network error
 * or the timeout.
 */
export function postWebhook(post: WebhookPost): Promise<number> {
  const url = parseWebhookUrl(post.url);
  const host = hostOf(url);
  if (
    !post.allowPrivate &&
    (isIP(host) ? isNonPublicAddress(host) : /^localhost$|\.localhost$/i.test(host))
  ) {
    return Promise.reject(new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlPrivate(host)));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body) },
        lookup: post.allowPrivate ? undefined : publicOnlyLookup(host),
        signal: AbortSignal.timeout(post.timeoutMs),
        // A new connection per delivery: no pooled socket to a host that has since moved.
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('error', () => undefined);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`No answer within ${post.timeoutMs} ms`)
          : error,
      ),
    );
    request.end(post.body);
  });
}
