import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { findFreePort, isPortFree } from '../ports';
import { listEmails, startMailCatcher } from './mail-catcher';

describe('startMailCatcher', () => {
  it('catches an e-mail sent over SMTP and lists it over HTTP, then frees its ports', async () => {
    const smtpPort = await findFreePort();
    const webPort = await findFreePort();
    const signalListeners = process.listenerCount('SIGINT') + process.listenerCount('SIGTERM');
    const catcher = await startMailCatcher({ smtpPort, webPort });
    // MailDev's own SIGINT/SIGTERM handlers (which call process.exit) are removed.
    expect(process.listenerCount('SIGINT') + process.listenerCount('SIGTERM')).toBe(signalListeners);
    try {
      expect(catcher.webUrl).toBe(`http://127.0.0.1:${webPort}`);
      await nodemailer
        .createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
        .sendMail({
          from: 'shop@example.com',
          to: 'ram@example.com',
          subject: 'Namaste',
          text: 'Your order',
          html: '<p>Your order</p>',
        });
      const mails = await listEmails(catcher.webUrl);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        subject: 'Namaste',
        to: [{ address: 'ram@example.com' }],
        text: 'Your order',
      });
      expect(mails[0].html).toContain('<p>Your order</p>');
      expect(typeof mails[0].id).toBe('string');
    } finally {
      await catcher.stop();
    }
    expect(await isPortFree(smtpPort)).toBe(true);
    expect(await isPortFree(webPort)).toBe(true);
  }, 20_000);
});
