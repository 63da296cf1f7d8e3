/**
 * The mail catcher as its own process, so `npm start` can restart it when it crashes:
 * `node tools/dev-stack/dist/mail-catcher-main.js` with MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT
 * and MAIL_CATCHER_DIR (where received mails are kept). SIGTERM/SIGINT stop it.
 */
import { startMailCatcher } from './services/mail-catcher';

async function main(): Promise<void> {
  const port = (name: string): number => {
    const value = Number(process.env[name]);
    if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} must be a port`);
    return value;
  };
  const mail = await startMailCatcher({
    smtpPort: port('MAIL_CATCHER_SMTP_PORT'),
    webPort: port('MAIL_CATCHER_WEB_PORT'),
    host: '127.0.0.1',
    mailDir: process.env.MAIL_CATCHER_DIR || undefined,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void mail.stop().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
