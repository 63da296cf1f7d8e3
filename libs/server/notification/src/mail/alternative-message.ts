import * as mimeFuncs from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { LINE_LENGTH, quotedPrintable } from './mime-serializer';

/** The longest encoded word nodemailer writes in a header (RFC 2047 allows 75 with its delimiters). */
const ENCODED_WORD_LENGTH = 52;
/**
 * An address nodemailer writes as it is given: a dot-atom local part and a lower-case ASCII domain (it
 * lower-cases and punycodes a domain, and quotes an unusual local part).
 */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
/** Headers MailComposer writes itself: one given among the extra headers changes its output. */
const OWN_HEADERS =
  /^(?:from|sender|to|cc|bcc|reply-to|in-reply-to|references|subject|message-id|date|mime-version|content-.*)$/i;
/** The control characters MimeNode encodes in a header text, and drops from a Message-ID. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

/** The sender, as MailComposer writes it for MAIL_FROM (see `senderOf`). */
export interface Sender {
  /** The `From:` header line. */
  header: string;
  /** The envelope's sender address. */
  address: string;
}

/** The shop's usual e-mail: a text and an HTML alternative to one address. */
export interface AlternativeMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  messageId: string;
}

/** The `From:` line and the envelope sender MimeNode makes of `from`: worked out once per transport. */
export function senderOf(from: string): Sender {
  const node = new MimeNode('text/plain', { textEncoding: 'quoted-printable' }).setHeader(
    'From',
    from,
  ) as MimeNode & {
    encodeHeaderValue(key: string, value: string): string;
  };
  return {
    header: mimeFuncs.foldLines(`From: ${node.encodeHeaderValue('From', from)}`, LINE_LENGTH),
    address: node.getEnvelope().from || '',
  };
}

/**
 * Writes `mail` as MailComposer and MimeNode#build() write it, byte for byte (alternative-message.spec.ts
 * compares them), without building their MIME tree: for the newsletter confirmation that took 191 µs with the
 * tree (random boundaries for every part, header names normalised by regular expressions at each look-up,
 * addresses parsed) and takes 43 µs without it; at the e-mail pipeline's 550 e-mails/s the worker used about 4 %
 * of a core less (tools/bench/README.md, P4). Answers null for anything else (an address with a name or an unusual one, a
 * header MailComposer writes itself, an empty part): the caller composes those with nodemailer.
 */
export function writeAlternativeMessage(
  mail: AlternativeMail,
  sender: Sender,
  date: Date,
  baseBoundary: string,
): { message: Buffer; envelope: { from: string; to: string[] }; messageId: string } | null {
  if (!PLAIN_ADDRESS.test(mail.to) || !mail.text || !mail.html) return null;
  const extra = Object.entries(mail.headers ?? {});
  if (extra.some(([key]) => OWN_HEADERS.test(key.trim()))) return null;
  const lines: string[] = [];
  for (const [key, value] of extra) pushHeader(lines, normalizeHeaderKey(key), value);
  lines.push(sender.header, `To: ${mail.to}`);
  pushHeader(lines, 'Subject', mail.subject);
  const messageId = messageIdValue(mail.messageId);
  lines.push(
    `Message-ID: ${messageId}`,
    `Date: ${date.toUTCString().replace(/GMT/, '+0000')}`,
    'MIME-Version: 1.0',
  );
  const boundary = `--_NmP-${baseBoundary}-Part_1`;
  lines.push(
    mimeFuncs.foldLines(
      `Content-Type: ${mimeFuncs.buildHeaderValue({ value: 'multipart/alternative', params: { boundary } })}`,
      LINE_LENGTH,
    ),
  );
  const message =
    `${lines.join('\r\n')}\r\n\r\n` +
    `--${boundary}\r\n${textPart('text/plain', mail.text)}` +
    `\r\n--${boundary}\r\n${textPart('text/html', mail.html)}` +
    `\r\n--${boundary}--\r\n`;
  return {
    message: Buffer.from(message, 'utf8'),
    envelope: { from: sender.address, to: [mail.to] },
    messageId,
  };
}

/** A header MimeNode would write: line breaks become spaces, words outside ASCII encoded, long lines folded. */
function pushHeader(lines: string[], key: string, raw: string): void {
  const value = raw.replace(/\r?\n|\r/g, ' ');
  const encoded =
    value.search(CONTROL_CHARACTERS) !== -1
      ? mimeFuncs.encodeWord(value, 'Q', ENCODED_WORD_LENGTH)
      : mimeFuncs.encodeWords(value, 'Q', ENCODED_WORD_LENGTH, true);
  if (!encoded.trim()) return;
  lines.push(mimeFuncs.foldLines(`${key}: ${encoded}`, LINE_LENGTH));
}

const headerKeys = new Map<string, string>();

/** MimeNode's spelling of a header name (`list-unsubscribe` -> `List-Unsubscribe`); the shop uses a handful. */
function normalizeHeaderKey(key: string): string {
  let normalized = headerKeys.get(key);
  if (normalized === undefined) {
    normalized = (
      MimeNode.prototype as unknown as { _normalizeHeaderKey(key: string): string }
    )._normalizeHeaderKey(key);
    if (headerKeys.size < 100) headerKeys.set(key, normalized);
  }
  return normalized;
}

function messageIdValue(id: string): string {
  let value = id.replace(/\r?\n|\r/g, ' ').replace(CONTROL_CHARACTERS, '');
  if (!value.startsWith('<')) value = `<${value}`;
  if (!value.endsWith('>')) value = `${value}>`;
  return value;
}

/** A text part: as it is when it is plain ASCII with short lines (7bit), else quoted-printable. */
function textPart(type: 'text/plain' | 'text/html', content: string): string {
  const sevenBit = mimeFuncs.isPlainText(content) && !mimeFuncs.hasLongerLines(content, LINE_LENGTH);
  return (
    `Content-Type: ${type}; charset=utf-8\r\n` +
    `Content-Transfer-Encoding: ${sevenBit ? '7bit' : 'quoted-printable'}\r\n\r\n` +
    (sevenBit ? content : quotedPrintable(Buffer.from(content, 'utf8')))
  );
}
