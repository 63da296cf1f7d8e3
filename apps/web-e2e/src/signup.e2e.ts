import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectHeaderAccount, logOutFromHeader, submitLogin, waitForPath } from './account-pages';
import { uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { ACCOUNT_SUBJECTS, codeIn, waitForEmail } from './mail-inbox';

describe('a visitor who signs up', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('verifies the e-mail with the mailed code, logs in and out, and stays logged in across a reload', async () => {
    const name = 'Sita Journey';
    const email = uniqueEmail('signup');
    const password = 'Sita-pass1';

    await page.goto(`${shopUrl}/signup`);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await waitForPath(page, '/verification-pending');
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByText(email).waitFor();
    const verification = await waitForEmail(mailUrl, email, ACCOUNT_SUBJECTS.verification);
    const code = codeIn(verification);
    expect(verification.subject).toBe(`${code} is your Kukur Pasal verification code`);
    const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await page.getByLabel('Verification code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify and Create Account' }).click();
    await page.getByText('Invalid verification code').waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify and Create Account' }).click();

    const success = page.getByRole('dialog', { name: 'Signup Successful' });
    await success.getByText(`Welcome to Kukur Pasal, ${name}!`).waitFor();
    await success.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/');
    await expectHeaderAccount(page, 'customer');
    await waitForEmail(mailUrl, email, ACCOUNT_SUBJECTS.welcome(name));

    await logOutFromHeader(page);
    await expectHeaderAccount(page, 'visitor');

    // A guarded page sends the visitor to /login and back there after logging in.
    await page.goto(`${shopUrl}/profile`);
    await waitForPath(page, '/login');
    await submitLogin(page, email, password);
    await page.getByText('Login Successful').first().waitFor();
    await page.getByText(`Welcome back, ${name}!`).first().waitFor();
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expectHeaderAccount(page, 'customer');

    await page.reload();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText(email).waitFor();
    await expectHeaderAccount(page, 'customer');
    expect(new URL(page.url()).pathname).toBe('/profile');

    await logOutFromHeader(page);
    await expectHeaderAccount(page, 'visitor');
    await page.goto(`${shopUrl}/profile`);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});
