import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
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
 * SMTP delivery through nodemailer's connection pool, configured from SMTP_* and MAIL_FROM. Each message is
 * composed by nodemailer, written out in one pass (`serializeMimeTree`) and handed to the pool as written
 * (`writtenMail`): `sendMail` would compose it a second time around the written bytes.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly pool: SMTPPool;
  private readonly domain: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.domain = messageIdDomain(config.MAIL_FROM, config.PUBLIC_URL);
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
    const { calendar, ...message } = mail;
    const options: Mail.Options & { baseBoundary: string } = {
      from: this.config.MAIL_FROM,
      ...message,
      // Our texts are mostly Latin: quoted-printable is what nodemailer would pick after scanning each part.
      textEncoding: 'quoted-printable',
      // Without one the message's root draws random bytes for it; randomUUID takes from a buffered pool. (Each
      // part still draws its own, unused: MailComposer passes it no base boundary.)
      baseBoundary: randomUUID().replaceAll('-', ''),
      ...(calendar
        ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
        : {}),
    };
    const composed = new MailComposer(options).compile();
    // Written into one buffer first: streamed, the message went to the socket in dozens of small writes.
    const messageId = composed.messageId();
    const ready = writtenMail(serializeMimeTree(composed), composed.getEnvelope(), messageId);
    await new Promise<void>((resolve, reject) => {
      this.pool.send(ready, (error) => (error ? reject(error) : resolve()));
    });
    return messageId;
  }

  /** After the queue workers have finished their jobs (they stop before application shutdown). */
  onApplicationShutdown(): void {
    this.pool.close();
  }
}
