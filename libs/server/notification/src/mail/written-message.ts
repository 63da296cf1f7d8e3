import { Readable } from 'node:stream';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import MimeNode from 'nodemailer/lib/mime-node';

/**
 * A message already written (see `serializeMimeTree`), in the shape nodemailer's transports read: the
 * transport API hands a transport `mail.data` and `mail.message`, a MimeNode whose envelope, Message-ID and
 * read stream it sends. Streamed from the written bytes, the message is neither composed nor encoded again.
 */
class WrittenMimeNode extends MimeNode {
  constructor(private readonly written: Buffer) {
    // A fixed base boundary: a node without parts has no boundary, and MimeNode would draw random bytes for it.
    super('message/rfc822', { baseBoundary: 'written' });
  }

  /** A stream of its own for every read: a message sent again over another connection reads it again. */
  override createReadStream(): Readable {
    return Readable.from([this.written], { objectMode: false });
  }
}

export function writtenMail(
  written: Buffer,
  envelope: MimeNode.Envelope,
  messageId: string,
): MailMessage<SMTPPool.SentMessageInfo> {
  const message = new WrittenMimeNode(written);
  message.setEnvelope(envelope);
  message.setHeader('Message-ID', messageId);
  // The transport reads only `data` (abort signal, DSN options: none here) and `message`.
  return { data: {}, message } as Pick<
    MailMessage,
    'data' | 'message'
  > as MailMessage<SMTPPool.SentMessageInfo>;
}
