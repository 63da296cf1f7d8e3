import { createHash } from 'node:crypto';

/**
 * The domain of the shop's Message-IDs: the sender's address domain (MAIL_FROM), else PUBLIC_URL's host.
 * `Kukur Pasal <hello@kukurpasal.com.np>` -> `kukurpasal.com.np`.
 */
export function messageIdDomain(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1).trim() : '';
  if (/^[a-z0-9.-]+$/i.test(domain)) return domain.toLowerCase();
  return new URL(publicUrl).hostname;
}

/**
 * The Message-ID of the e-mail with this key, the same on every attempt: when an e-mail has to be sent
 * again because nobody knows whether the SMTP server took the first one (the worker died mid-send), mail
 * clients see two copies with one Message-ID and show one message.
 */
export function messageIdFor(key: string, domain: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}
