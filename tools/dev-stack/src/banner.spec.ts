import { describe, expect, it } from 'vitest';
import type { KhaltiSandbox } from '@kukur/khalti-sandbox';
import { formatBanner } from './banner';
import type { RunningStack } from './stack';

const stack: RunningStack = {
  shopUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:3000/api',
  docsUrl: 'http://localhost:3000/api/docs',
  openApiUrl: 'http://localhost:3000/api/docs-json',
  healthUrl: 'http://localhost:3000/api/health',
  mailUrl: 'http://127.0.0.1:1080',
  smtpPort: 1025,
  dataDir: '/repo/.data',
  databaseUrl: 'postgres://x',
  redisUrl: 'redis://y',
  redisSource: 'path',
  khaltiUrl: 'http://localhost:9090',
  khaltiSandbox: {} as KhaltiSandbox,
  stop: async () => undefined,
};

describe('formatBanner', () => {
  it('shows the Khalti sandbox with its test credentials', () => {
    const banner = formatBanner(stack);
    expect(banner).toMatch(
      /^ {2}Khalti sandbox +http:\/\/localhost:9090 {2}\(test id 9800000000, MPIN 1111, OTP 987654\)$/m,
    );
    expect(banner).toMatch(/^ {2}Mail inbox +http:\/\/localhost:1080 {2}\(SMTP 127\.0\.0\.1:1025\)$/m);
  });

  it('shows KHALTI_BASE_URL when the stack runs no sandbox', () => {
    const banner = formatBanner({
      ...stack,
      khaltiUrl: 'https://dev.khalti.com/api/v2/',
      khaltiSandbox: undefined,
    });
    expect(banner).toMatch(/^ {2}Khalti +https:\/\/dev\.khalti\.com\/api\/v2\/ {2}\(KHALTI_BASE_URL\)$/m);
    expect(banner).not.toContain('MPIN');
  });
});
