import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_ERROR_CODES, WEBHOOK_MESSAGES } from '@kukur/contracts';
import { AppError } from '@kukur/server-kernel';
import { isNonPublicAddress } from './private-address';

/** Resolves a host name to every address it has (the system resolver, as the HTTP client uses it). */
export type HostResolver = (host: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** A webhook URL that may not be used: not http(s), or aimed at a non-public address. 400 at the API. */
export class WebhookUrlRefusedError extends AppError {
  constructor(message: string) {
    super(WEBHOOK_ERROR_CODES.URL_REFUSED, message, 400, { fields: ['url'] });
  }
}

/** The URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Parses a webhook URL: http or https only, no user name or password in it. */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlInvalid);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlInvalid);
  }
  return url;
}

/**
 * Checks a webhook URL before it is saved: http(s), and unless `allowPrivate`, a host that is (or resolves
 * only to) public addresses. The delivery checks again, on the addresses it connects to.
 */
export async function assertWebhookUrlAllowed(
  text: string,
  allowPrivate: boolean,
  resolve: HostResolver = systemResolver,
): Promise<URL> {
  const url = parseWebhookUrl(text);
  if (allowPrivate) return url;
  const host = hostOf(url);
  if (/^localhost$|\.localhost$/i.test(host))
    throw new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlPrivate(host));
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlUnresolvable(host));
    }
  }
  if (addresses.length === 0) throw new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlUnresolvable(host));
  const refused = addresses.find(isNonPublicAddress);
  if (refused) throw new WebhookUrlRefusedError(WEBHOOK_MESSAGES.urlPrivate(`${host} is ${refused}`));
  return url;
}
