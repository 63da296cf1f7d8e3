import { describe, expect, it } from 'vitest';
import { assertWebhookUrlAllowed, HostResolver } from './webhook-url';

const resolvesTo =
  (...addresses: string[]): HostResolver =>
  async () =>
    addresses;

describe('the webhook URL rule', () => {
  it('takes http and https URLs of public hosts', async () => {
    const url = await assertWebhookUrlAllowed(
      'https://hooks.example.com/kukur',
      false,
      resolvesTo('93.184.215.14'),
    );
    expect(url.href).toBe('https://hooks.example.com/kukur');
    await expect(assertWebhookUrlAllowed('http://8.8.8.8/in', false)).resolves.toBeInstanceOf(URL);
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    'https://user:pw@example.com/',
  ])('refuses %s: only http(s), without credentials', async (text) => {
    await expect(assertWebhookUrlAllowed(text, true)).rejects.toMatchObject({
      status: 400,
      code: 'WEBHOOKS.URL_REFUSED',
      message: 'url must be an http:// or https:// address',
    });
  });

  it.each([
    'http://127.0.0.1:8080/',
    'http://[::1]/',
    'http://localhost/',
    'http://169.254.169.254/latest',
    'http://[fd00::1]/',
  ])('refuses the non-public %s unless private URLs are allowed', async (text) => {
    await expect(assertWebhookUrlAllowed(text, false, resolvesTo('8.8.8.8'))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('must not point to a loopback, private, link-local or unique-local'),
    });
    await expect(assertWebhookUrlAllowed(text, true)).resolves.toBeInstanceOf(URL);
  });

  it('refuses a name when any of its addresses is private, or when it does not resolve', async () => {
    await expect(
      assertWebhookUrlAllowed('https://sneaky.example.com/', false, resolvesTo('8.8.8.8', '10.0.0.5')),
    ).rejects.toMatchObject({ message: expect.stringContaining('sneaky.example.com is 10.0.0.5') });
    await expect(
      assertWebhookUrlAllowed('https://gone.example.com/', false, () =>
        Promise.reject(new Error('ENOTFOUND')),
      ),
    ).rejects.toMatchObject({ message: 'url host gone.example.com does not resolve' });
  });
});
