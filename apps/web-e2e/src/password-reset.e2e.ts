import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectHeaderAccount, submitLogin, waitForPath } from './account-pages';
import { createCustomer, uniqueEmail } from './accounts-api';
import { openPagePerTest } from './browser';
import { ACCOUNT_SUBJECTS, codeIn, waitForEmail } from './mail-inbox';

describe('a customer who forgot the password', () => {
  let page: Page;
  const shopUrl = inject('shopUrl');
  const mailUrl = inject('mailUrl');

  openPagePerTest((opened) => (page = opened), { timeoutMs: 15_000 });

  it('resets it with the mailed code; afterwards only the new password logs in', async () => {
    const customer = { name: 'Hari Journey', email: uniqueEmail('reset'), password: 'OldPaws@123' };
    const newPassword = 'NewPaws@456';
    await createCustomer(shopUrl, mailUrl, customer);

    await page.goto(`${shopUrl}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await waitForPath(page, '/forgotpassword');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await waitForPath(page, '/VerifyOtp');
    await page.getByRole('heading', { name: 'Verify OTP' }).waitFor();
    await page.getByText(customer.email).waitFor();
    const code = codeIn(await waitForEmail(mailUrl, customer.email, ACCOUNT_SUBJECTS.passwordReset));
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await waitForPath(page, '/ResetPassword');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const shownEmail = page.getByLabel('Email');
    expect(await shownEmail.inputValue()).toBe(customer.email);
    expect(await shownEmail.isDisabled()).toBe(true);
    const newField = page.getByLabel('New Password');
    const confirmField = page.getByLabel('Confirm Password');
    await newField.fill('weakpassword');
    await confirmField.fill('weakpassword');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
      )
      .waitFor();
    await newField.fill(newPassword);
    await confirmField.fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully').waitFor();
    await waitForPath(page, '/login');
    await waitForEmail(mailUrl, customer.email, ACCOUNT_SUBJECTS.passwordChanged);

    await submitLogin(page, customer.email, customer.password);
    await page.getByText('Invalid email or password. Please try again.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await submitLogin(page, customer.email, newPassword);
    await page.getByText('Login Successful').first().waitFor();
    await page.getByText(`Welcome back, ${customer.name}!`).first().waitFor();
    await waitForPath(page, '/');
    await expectHeaderAccount(page, 'customer');
  });
});
