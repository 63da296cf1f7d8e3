import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import { Sender, senderOf, writeAlternativeMessage } from './alternative-message';
import { messageIdDomain, messageIdFor } from './message-id';
import { serializeMimeTree } from './mime-serializer';
import { writtenMail } from './written-message';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A calendar invite: sent as the text/calendar alternative mail clients offer to add, and as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra header lines, e.g. List-Unsubscribe on marketing e-mails. */
  headers?: Record<string, string>;
  /** The Message-ID header, e.g. from `messageIdOf(key)`; nodemailer makes a random one without it. */
  messageId?: string;
}

/**
 * SMTP delivery through nodemailer's connection pool, configured from SMTP_* and MAIL_FROM. The shop's usual
 * e-mail (a text and an HTML alternative) is written straight to bytes as nodemailer would write it
 * (`writeAlternativeMessage`); any other is composed by nodemailer and written out in one pass
 * (`serializeMimeTree`). Either is handed to the pool as written (`writtenMail`): `sendMail` would compose it
 * a second time around the written bytes.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly pool: SMTPPool;
  private readonly domain: string;
  private readonly sender: Sender;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.domain = messageIdDomain(config.MAIL_FROM, config.PUBLIC_URL);
    this.sender = senderOf(config.MAIL_FROM);
    // Reuse connections: an announcement sends hundreds of e-mails in a row.
    this.pool = new SMTPPool({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      maxConnections: config.SMTP_MAX_CONNECTIONS,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** The Message-ID every attempt to send the e-mail with this key carries (see `messageIdFor`). */
  messageIdOf(key: string): string {
    return messageIdFor(key, this.domain);
  }

  /** Sends one e-mail; resolves with its Message-ID, rejects when the server refuses it. */
  async send(mail: OutgoingMail): Promise<string> {
    const ready = this.write(mail);
    await new Promise<void>((resolve, reject) => {
      this.pool.send(ready.mail, (error) => (error ? reject(error) : resolve()));
    });
    return ready.messageId;
  }

  /** The message as written bytes (see `writtenMail`): most without nodemailer's MIME tree, the rest with it. */
  private write(mail: OutgoingMail): { mail: ReturnType<typeof writtenMail>; messageId: string } {
    // Without one the message's root draws random bytes for it; randomUUID takes from a buffered pool.
    const baseBoundary = randomUUID().replaceAll('-', '');
    const { calendar, ...message } = mail;
    const written =
      calendar || !message.messageId
        ? null
        : writeAlternativeMessage(
            { ...message, messageId: message.messageId },
            this.sender,
            new Date(),
            baseBoundary,
          );
    if (written) {
      return {
        mail: writtenMail(written.message, written.envelope, written.messageId),
        messageId: written.messageId,
      };
    }
    const options: Mail.Options & { baseBoundary: string } = {
      from: this.config.MAIL_FROM,
      ...message,
      // Our texts are mostly Latin: quoted-printable is what nodemailer would pick after scanning each part.
      textEncoding: 'quoted-printable',
      // (Each part below the root still draws its own, unused: MailComposer passes it no base boundary.)
      baseBoundary,
      ...(calendar
        ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
        : {}),
    };
    const composed = new MailComposer(options).compile();
    // Written into one buffer first: streamed, the message went to the socket in dozens of small writes.
    const messageId = composed.messageId();
    return { mail: writtenMail(serializeMimeTree(composed), composed.getEnvelope(), messageId), messageId };
  }

  /** After the queue workers have finished their jobs (they stop before application shutdown). */
  onApplicationShutdown(): void {
    this.pool.close();
  }
}
