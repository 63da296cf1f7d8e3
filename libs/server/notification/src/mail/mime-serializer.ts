import * as base64 from 'nodemailer/lib/base64';
import type MimeNode from 'nodemailer/lib/mime-node';
import * as qp from 'nodemailer/lib/qp';

/** nodemailer's encoders and header folding wrap at 76 characters unless told otherwise (RFC 2045, RFC 5322). */
export const LINE_LENGTH = 76;

/** Text as nodemailer's quoted-printable transfer encoding writes it, in lines of LINE_LENGTH. */
export function quotedPrintable(bytes: Buffer): string {
  return qp.wrap(qp.encode(bytes), LINE_LENGTH);
}

/**
 * The message a compiled MIME tree (`MailComposer#compile()`) stands for, byte for byte what its
 * `build()` gives, written in one synchronous pass with nodemailer's own header builder and encoders.
 * `build()` streams every part through a pipeline of its own and hops the event loop between parts; under
 * the e-mail pipeline's load that was a third of the worker's time (`tools/bench/README.md`, P4).
 * Only the shapes the shop composes are written: text or Buffer content in quoted-printable, base64 or as
 * it is; a part read from a stream, a file, a URL or a raw source is refused.
 */
export function serializeMimeTree(root: MimeNode): Buffer {
  const chunks: string[] = [];
  writeNode(root, chunks);
  const message = chunks.join('');
  // build() ends every message with a line break (its LastNewline stage).
  const ending = message.endsWith('\n') ? '' : message.endsWith('\r') ? '\n' : '\r\n';
  return Buffer.from(message + ending, 'utf8');
}

function writeNode(node: MimeNode, out: string[]): void {
  if (hasRawSource(node)) throw new Error('A MIME part with a raw source cannot be written synchronously');
  const transferEncoding = node.getTransferEncoding();
  out.push(node.buildHeaders(), '\r\n\r\n');
  if (node.content !== undefined && node.content !== '') out.push(encodeContent(node, transferEncoding));
  const boundary = node.boundary;
  if (node.childNodes.length === 0 || !boundary) return;
  node.childNodes.forEach((child, index) => {
    out.push(`${index > 0 ? '\r\n' : ''}--${boundary}\r\n`);
    writeNode(child, out);
  });
  out.push(`\r\n--${boundary}--\r\n`);
}

function encodeContent(node: MimeNode, transferEncoding: string | false): string {
  const content = node.content;
  if (typeof content !== 'string' && !Buffer.isBuffer(content)) {
    throw new Error('Only text or Buffer content of a MIME part can be written synchronously');
  }
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  if (transferEncoding === 'base64') return base64.wrap(base64.encode(bytes), LINE_LENGTH);
  if (transferEncoding === 'quoted-printable') {
    // Outside text/* a lone CR or LF is data that qp.encode would leave literal (build() encodes it).
    if (!/^text\//i.test(node.contentType ?? '')) {
      throw new Error('Quoted-printable content outside text/* cannot be written synchronously');
    }
    return quotedPrintable(bytes);
  }
  return bytes.toString('utf8');
}

function hasRawSource(node: MimeNode): boolean {
  return Boolean((node as unknown as { _raw?: unknown })._raw);
}
