import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import nodemailer, { Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { messageIdDomain, messageIdFor } from './message-id';

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

/** SMTP delivery through nodemailer, configured from SMTP_* and MAIL_FROM. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly domain: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.domain = messageIdDomain(config.MAIL_FROM, config.PUBLIC_URL);
    this.transporter = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      // Reuse connections: an announcement sends hundreds of e-mails in a row.
      pool: true,
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
    const composed = new MailComposer({
      from: this.config.MAIL_FROM,
      ...message,
      // Our texts are mostly Latin: quoted-printable is what nodemailer would pick after scanning each part.
      textEncoding: 'quoted-printable',
      ...(calendar
        ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
        : {}),
    }).compile();
    // Built into one buffer first: streamed, the message went to the socket in dozens of small writes.
    const raw = await composed.build();
    await this.transporter.sendMail({
      envelope: composed.getEnvelope(),
      raw,
      messageId: composed.messageId(),
    });
    return composed.messageId();
  }

  /** After the queue workers have finished their jobs (they stop before application shutdown). */
  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
