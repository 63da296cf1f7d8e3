import { PARTNER_ENQUIRY_RATE_LIMIT } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { Slice, startSlice } from '../support/slice';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';

const anEnquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dr. Anil Shrestha',
  email: 'anil@happypaws.com.np',
  phoneNumber: '9841234567',
  partnerType: 'vet',
  message: 'We run a small clinic in Pulchowk and would like to offer your vaccination bookings.',
  ...overrides,
});

/** The /contact ("Become a Partner") form end to end: API -> table + outbox -> email queue -> worker -> SMTP. */
describe('partner enquiries: POST /api/partner-enquiries and GET /api/admin/partner-enquiries', () => {
  let slice: Slice;
  let admin: TestAccount;
  let secondAdmin: TestAccount;
  let customer: TestAccount;
  const submit = (body: Record<string, unknown>) =>
    request(slice.api.http).post('/api/partner-enquiries').send(body);
  const stored = () =>
    slice.api.orm.em
      .getConnection()
      .execute<
        { name: string; email: string; phone_number: string; partner_type: string; message: string }[]
      >('select name, email, phone_number, partner_type, message from partner_enquiry order by created_at');
  const list = (account: TestAccount | null, query: Record<string, unknown> = {}) => {
    const call = request(slice.api.http).get('/api/admin/partner-enquiries').query(query);
    return account ? call.set(bearer(account)) : call;
  };

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    admin = await anAdmin(slice.api);
    secondAdmin = await anAdmin(slice.api);
    customer = await signUp(slice.api, { name: 'Curious Kamala' });
  });
  beforeEach(async () => {
    await clearRateLimits(slice.api);
    await slice.api.orm.em.getConnection().execute('truncate partner_enquiry');
  });
  afterAll(() => slice.stop());

  it.each([
    [{ name: '  ' }, 'Missing required fields: Name', ['name']],
    [
      { name: undefined, phoneNumber: undefined },
      'Missing required fields: Name, Phone',
      ['name', 'phoneNumber'],
    ],
    [{ email: 'anil@happypaws' }, 'Please enter a valid email address', ['email']],
    [{ email: '' }, 'Missing required fields: E-mail', ['email']],
    [
      { phoneNumber: '98412345' },
      'Phone number must be exactly 10 digits and contain only numbers',
      ['phoneNumber'],
    ],
    [
      { phoneNumber: '98412345ab' },
      'Phone number must be exactly 10 digits and contain only numbers',
      ['phoneNumber'],
    ],
    [
      { partnerType: 'breeder' },
      'Partner type must be one of: vet, groomer, supplier, other',
      ['partnerType'],
    ],
    [{ message: 'Hello' }, 'Please tell us a little more (at least 10 characters)', ['message']],
    [{ message: 'x'.repeat(2001) }, 'A message can have at most 2000 characters', ['message']],
    [{ name: 'x'.repeat(101) }, 'Your name can have at most 100 characters', ['name']],
  ])('refuses %j with 400 and the form’s text, and stores nothing', async (overrides, message, fields) => {
    const response = await submit(anEnquiry(overrides)).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'COMMON.VALIDATION_FAILED',
      message,
      fields,
    });
    expect(await stored()).toEqual([]);
  });

  it('stores the enquiry and e-mails every admin about it, with a short receipt to the sender', async () => {
    const response = await submit(
      anEnquiry({ name: '  Maya Groomers  ', partnerType: 'groomer', email: 'maya@groom.com.np' }),
    ).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      message:
        'Thank you! Your message has reached our team, and a copy is on its way to your inbox. We will get back to you soon.',
    });
    expect(await stored()).toEqual([
      {
        name: 'Maya Groomers',
        email: 'maya@groom.com.np',
        phone_number: '9841234567',
        partner_type: 'groomer',
        message: 'We run a small clinic in Pulchowk and would like to offer your vaccination bookings.',
      },
    ]);

    for (const to of [admin.email, secondAdmin.email]) {
      const mail = await waitFor(
        () => slice.sink.received.find((one) => one.to.includes(to) && /Maya Groomers/.test(one.subject)),
        `the admin notice to ${to}`,
        20_000,
      );
      expect(mail.subject).toBe('New partner enquiry (Groomer) from Maya Groomers');
      expect(mail.text).toContain('E-mail: maya@groom.com.np');
      expect(mail.text).toContain('Phone: 9841234567');
      expect(mail.text).toContain('would like to offer your vaccination bookings');
      expect(mail.text).toContain('/admin/partners');
    }
    const receipt = await waitFor(
      () => slice.sink.received.find((one) => one.to.includes('maya@groom.com.np')),
      'the receipt to the sender',
      20_000,
    );
    expect(receipt.subject).toBe('We received your message, Maya Groomers');
    expect(receipt.text).toContain('would like to offer your vaccination bookings');
    // Nobody else hears of it.
    expect(slice.sink.received.filter((one) => /Maya Groomers/.test(one.subject))).toHaveLength(3);
    expect(
      slice.sink.received.some((one) => one.to.includes(customer.email) && /Maya/.test(one.subject)),
    ).toBe(false);
  });

  it('writes the sender’s receipt in the language the form was sent in; the admins’ notice stays English', async () => {
    await submit(
      anEnquiry({
        name: 'डा. अनिल श्रेष्ठ',
        email: 'anil@happypaws.com.np',
        partnerType: 'vet',
        message: 'नमस्ते! हामी पुल्चोकमा सानो पशु क्लिनिक चलाउँछौं।',
        language: 'ne',
      }),
    ).expect(201);
    const receipt = await waitFor(
      () => slice.sink.received.find((one) => one.to.includes('anil@happypaws.com.np')),
      'the Nepali receipt',
      20_000,
    );
    expect(receipt.subject).toBe('डा. अनिल श्रेष्ठ, तपाईंको सन्देश हामीले पायौं');
    expect(receipt.text).toContain('पशु चिकित्सक वा क्लिनिक को रूपमा');
    const notice = await waitFor(
      () =>
        slice.sink.received.find(
          (one) => one.to.includes(admin.email) && one.subject.includes('डा. अनिल श्रेष्ठ'),
        ),
      'the admins’ notice',
      20_000,
    );
    expect(notice.subject).toBe('New partner enquiry (Vet or clinic) from डा. अनिल श्रेष्ठ');
    await submit(anEnquiry({ language: 'hi' })).expect(400);
  });

  it('escapes what the sender typed in the admins’ HTML e-mail', async () => {
    await submit(anEnquiry({ name: 'Eve <b>Bold</b>', email: 'eve@example.com' })).expect(201);
    const mail = await waitFor(
      () => slice.sink.received.find((one) => one.to.includes(admin.email) && /Eve/.test(one.subject)),
      'the admin notice about Eve',
      20_000,
    );
    expect(mail.subject).toBe('New partner enquiry (Vet or clinic) from Eve <b>Bold</b>');
    expect(mail.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Bold</b>');
  });

  it('lists the enquiries to admins only, newest first, a page at a time, by partner type and search', async () => {
    for (const [name, partnerType] of [
      ['First Vet', 'vet'],
      ['Second Supplier', 'supplier'],
      ['Third Groomer', 'groomer'],
    ]) {
      await submit(anEnquiry({ name, partnerType })).expect(201);
    }
    await list(null).expect(401);
    await list(customer).expect(403);

    const all = await list(admin).expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.map((one: { name: string }) => one.name)).toEqual([
      'Third Groomer',
      'Second Supplier',
      'First Vet',
    ]);
    expect(all.body[0]).toEqual({
      id: expect.any(String),
      name: 'Third Groomer',
      email: 'anil@happypaws.com.np',
      phoneNumber: '9841234567',
      partnerType: 'groomer',
      message: 'We run a small clinic in Pulchowk and would like to offer your vaccination bookings.',
      createdAt: expect.any(String),
    });

    const second = await list(admin, { page: 2, pageSize: 2 }).expect(200);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.body.map((one: { name: string }) => one.name)).toEqual(['First Vet']);

    const suppliers = await list(admin, { partnerType: 'supplier' }).expect(200);
    expect(suppliers.body.map((one: { name: string }) => one.name)).toEqual(['Second Supplier']);
    const searched = await list(admin, { search: 'groom' }).expect(200);
    expect(searched.body.map((one: { name: string }) => one.name)).toEqual(['Third Groomer']);
    await list(admin, { partnerType: 'breeder' }).expect(400);
  });

  it(`takes ${PARTNER_ENQUIRY_RATE_LIMIT} enquiries an hour from one address, then answers 429 with when to retry`, async () => {
    for (let n = 1; n <= PARTNER_ENQUIRY_RATE_LIMIT; n += 1) {
      await submit(anEnquiry({ name: `Sender ${n}` })).expect(201);
    }
    const refused = await submit(anEnquiry({ name: 'One too many' })).expect(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'NOTIFICATION.TOO_MANY_PARTNER_ENQUIRIES',
      message: 'You have sent several messages already. Please try again in 60 minutes.',
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await stored()).toHaveLength(PARTNER_ENQUIRY_RATE_LIMIT);
  });
});
