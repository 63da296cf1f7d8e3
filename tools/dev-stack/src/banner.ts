import { SANDBOX_TEST_CREDENTIALS } from '@kukur/khalti-sandbox';
import type { RunningStack } from './stack';

/** The "ready" banner `npm start` prints. */
export function formatBanner(stack: RunningStack): string {
  const mailWebPort = new URL(stack.mailUrl).port;
  const rows: Array<[string, string]> = [
    ['Shop', stack.shopUrl],
    ['API', stack.apiUrl],
    ['Swagger', stack.docsUrl],
    ['OpenAPI JSON', stack.openApiUrl],
    ['Health', stack.healthUrl],
    ['Mail inbox', `http://localhost:${mailWebPort}  (SMTP 127.0.0.1:${stack.smtpPort})`],
    khaltiRow(stack),
    ['Data folder', stack.dataDir],
  ];
  if (stack.admin) rows.push(['Admin login', `${stack.admin.email}  /  ${stack.admin.password}`]);
  if (stack.postgresDataDir && !stack.postgresDataDir.startsWith(stack.dataDir))
    rows.push(['PostgreSQL data', stack.postgresDataDir]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)) + 2);
  return ['', rule, '  Kukur Pasal is running', '', ...lines, '', '  Ctrl-C to stop', rule, ''].join('\n');
}

function khaltiRow(stack: RunningStack): [string, string] {
  if (!stack.khaltiSandbox) return ['Khalti', `${stack.khaltiUrl}  (KHALTI_BASE_URL)`];
  const { khaltiIds, mpin, otp } = SANDBOX_TEST_CREDENTIALS;
  return ['Khalti sandbox', `${stack.khaltiUrl}  (test id ${khaltiIds[0]}, MPIN ${mpin}, OTP ${otp})`];
}
