import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, newEmail, refreshCookieOf } from '../support/accounts';
import { ReceivedMail } from '../support/smtp-sink';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

/** Everything the API and the worker log during the suite (JSON lines). */
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };

describe('account e-mails: through the outbox, the queue and the worker to SMTP', () => {
  let slice: Slice;
  const secrets: string[] = [];

  const mailTo = (to: string, subject: RegExp): Promise<ReceivedMail> =>
    waitFor(
      () => slice.sink.received.find((mail) => mail.to.includes(to) && subject.test(mail.subject)),
      `e-mail "${subject}" to ${to}`,
    );
  const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

  beforeAll(async () => {
    slice = await startSlice({ LOG_LEVEL: 'debug' }, logDestination);
  });
  afterAll(() => slice.stop());

  it('signup: the verification code e-mail, then a welcome naming the shop and the customer', async () => {
    const http = slice.api.http;
    const email = newEmail('mail');
    const password = 'secret-pw1';
    await request(http).post('/api/otp/send-otp').send({ email, purpose: 'verification' }).expect(200);
    const codeMail = await mailTo(email, /is your Kukur Pasal verification code$/);
    const otp = codeIn(codeMail);
    expect(otp).toMatch(/^\d{6}$/);
    expect(codeMail.subject).toBe(`${otp} is your Kukur Pasal verification code`);
    expect(codeMail.html).toContain(otp);
    expect(codeMail.text).toContain('10 minutes');

    await request(http).post('/api/otp/verify-otp').send({ email, otp, purpose: 'verification' }).expect(200);
    const signup = await request(http)
      .post('/api/user/signup')
      .send({ name: 'Pasang Sherpa', email, password })
      .expect(201);
    const welcome = await mailTo(email, /^Welcome to Kukur Pasal, Pasang Sherpa!$/);
    expect(welcome.html).toContain('Pasang Sherpa');
    expect(welcome.text).toContain('10% off your first order');
    secrets.push(password, otp, signup.body.token, refreshCookieOf(signup)!.split('=')[1]!);
  });

  it('password reset: the reset code e-mail, then "password changed"', async () => {
    const http = slice.api.http;
    const email = newEmail('reset');
    await request(http).post('/api/otp/send-otp').send({ email, purpose: 'verification' }).expect(200);
    const signupCode = codeIn(await mailTo(email, /verification code$/));
    await request(http)
      .post('/api/otp/verify-otp')
      .send({ email, otp: signupCode, purpose: 'verification' })
      .expect(200);
    await request(http)
      .post('/api/user/signup')
      .send({ name: 'Kamala Rai', email, password: 'old-pass1' })
      .expect(201);

    await request(http).post('/api/otp/send-otp').send({ email, purpose: 'password_reset' }).expect(200);
    const resetMail = await mailTo(email, /^Your Kukur Pasal password reset code$/);
    expect(resetMail.text).toContain('Kamala Rai');
    const otp = codeIn(resetMail);
    await request(http)
      .post('/api/otp/verify-otp')
      .send({ email, otp, purpose: 'password_reset' })
      .expect(200);
    await request(http)
      .post('/api/user/reset-password')
      .send({ email, password: 'N3w-Passw0rd@' })
      .expect(200);
    const changed = await mailTo(email, /^Your Kukur Pasal password was changed$/);
    expect(changed.text).toMatch(
      /was changed on \d{1,2} [A-Z][a-z]{2} \d{4} \(\d{1,2} [A-Z][a-z]+ \d{4} BS\) at \d{2}:\d{2} \(Nepal time\)\./,
    );
    expect(changed.html).toContain(`${'http://shop.test'}/forgotpassword`);
    secrets.push('old-pass1', 'N3w-Passw0rd@', signupCode, otp);
  });

  it('account deletion: a confirmation to the address', async () => {
    const http = slice.api.http;
    const email = newEmail('leaver');
    await request(http).post('/api/otp/send-otp').send({ email, purpose: 'verification' }).expect(200);
    const otp = codeIn(await mailTo(email, /verification code$/));
    await request(http).post('/api/otp/verify-otp').send({ email, otp, purpose: 'verification' }).expect(200);
    const signup = await request(http)
      .post('/api/user/signup')
      .send({ name: 'Leaving Lama', email, password: 'bye-bye1' })
      .expect(201);
    const login = await logIn(slice.api, email, 'bye-bye1').expect(200);
    await request(http).delete(`/api/user/users/${signup.body.user.id}`).set(bearer(login.body)).expect(204);
    const deleted = await mailTo(email, /^Your Kukur Pasal account has been deleted$/);
    expect(deleted.text).toContain('we have deleted the account of');
    secrets.push('bye-bye1', otp, login.body.token);
  });

  it('logs neither passwords, nor codes, nor tokens', async () => {
    expect(logLines.length).toBeGreaterThan(10);
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/user/signup');
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/Bearer [\w-]+\.[\w-]+/);
  });
});
