import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { Slice, startSlice } from '../support/slice';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';

/** API -> outbox -> email queue -> worker -> SMTP: each e-mail in its recipient's language (issue 16). */
describe('e-mails in the recipient’s language', () => {
  let slice: Slice;
  let productId: string;

  const mailTo = (email: string, subject: RegExp) =>
    waitFor(
      () => slice.sink.received.find((mail) => mail.to.includes(email) && subject.test(mail.subject)),
      `an e-mail "${subject}" to ${email}`,
      20_000,
    );

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    await seedProducts(slice.api.app, [
      aProduct({
        slug: 'yak-chew-ne',
        name: 'Himalayan Yak Chew',
        nameNe: 'हिमाली याकको छुर्पी',
        price: '125000.00',
        stock: 10,
      }),
    ]);
    productId = await productIdBySlug(slice.api.orm, 'yak-chew-ne');
  });
  afterAll(() => slice.stop());

  const order = (customer: TestAccount) =>
    placeOrder(slice.api, customer, [{ productId, quantity: 1 }]).expect(201);

  it('sends a customer whose language is Nepali the order e-mail in Nepali', async () => {
    const customer = await signUp(slice.api, { name: 'Sita Sharma', preferredLanguage: 'ne' });
    await order(customer);
    const mail = await mailTo(customer.email, /अर्डर .* प्राप्त भयो/);
    expect(mail.subject).toMatch(/^तपाईंको Kukur Pasal अर्डर [0-9A-F]{8} प्राप्त भयो$/);
    expect(mail.html).toContain('<html lang="ne">');
    expect(mail.text).toContain('अर्डरका लागि धन्यवाद, Sita Sharma!');
    expect(mail.text).toContain('कुल जम्मा: रु १,२५,०००.००');
    expect(mail.text).toMatch(/\(वि\.सं\. [०-९]{4} \S+ [०-९]{1,2}\) मा [०-९]{2}:[०-९]{2} बजे \(नेपाली समय\)/);
    expect(mail.text).not.toContain('Thank you for your order');
  });

  it('follows a change of language: English after the customer switches back', async () => {
    const customer = await signUp(slice.api, { name: 'Ram Thapa', preferredLanguage: 'ne' });
    await request(slice.api.http)
      .put('/api/user/preferred-language')
      .set(bearer(customer))
      .send({ preferredLanguage: 'en' })
      .expect(200);
    await order(customer);
    const mail = await mailTo(customer.email, /order .* is placed/);
    expect(mail.subject).toMatch(/^Your Kukur Pasal order [0-9A-F]{8} is placed$/);
    expect(mail.text).toContain('Total: Rs 1,25,000.00');
    expect(mail.text).toMatch(/\(\d{1,2} \w+ \d{4} BS\) at \d{2}:\d{2} \(Nepal time\)/);
  });

  it('writes the signup code in the language the visitor asked for it in', async () => {
    const email = 'nima.sherpa@example.com';
    await request(slice.api.http)
      .post('/api/otp/send-otp')
      .send({ email, purpose: 'verification', language: 'ne' })
      .expect(200);
    const code = await mailTo(email, /प्रमाणीकरण कोड/);
    expect(code.subject).toMatch(/^\d{6} — Kukur Pasal मा खाता खोल्ने प्रमाणीकरण कोड$/);
    expect(code.text).toContain('यो कोड १० मिनेटसम्म र एक पटक मात्र चल्छ।');
  });

  it('writes the newsletter confirmation in the subscriber’s language', async () => {
    await request(slice.api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'maya.gurung@example.com', language: 'ne' })
      .expect(201);
    const mail = await mailTo('maya.gurung@example.com', /सदस्यता पक्का/);
    expect(mail.subject).toBe('Kukur Pasal को न्युजलेटर सदस्यता पक्का गर्नुहोस्');
    expect(mail.html).toContain('मेरो सदस्यता पक्का गर्नुहोस्');
    const token = /\/newsletter\/confirm\?token=(\S+)/.exec(mail.text)![1]!;
    await request(slice.api.http).post('/api/newsletter/confirm').query({ token }).expect(200);
    const welcome = await mailTo('maya.gurung@example.com', /न्युजलेटरमा स्वागत/);
    expect(welcome.text).toContain('लगइन नगरी जुनसुकै बेला सदस्यता हटाउन सक्नुहुन्छ:');
  });

  it('writes a deleted account’s farewell in the language the account had', async () => {
    const customer = await signUp(slice.api, { name: 'Pema Lama', preferredLanguage: 'ne' });
    await request(slice.api.http).delete(`/api/user/users/${customer.id}`).set(bearer(customer)).expect(204);
    const mail = await mailTo(customer.email, /खाता मेटाइयो/);
    expect(mail.text).toContain(`तपाईंको अनुरोधअनुसार हामीले ${customer.email} को खाता मेटाएका छौं।`);
  });

  it('announces a product to a Nepali subscriber in Nepali, under its Nepali name, and to others in English', async () => {
    const connection = slice.api.orm.em.getConnection();
    await connection.execute(
      `insert into newsletter_subscription (id, email, confirmed_at, language)
       values (gen_random_uuid(), 'tashi.ne@example.com', now(), 'ne'),
              (gen_random_uuid(), 'john.en@example.com', now(), 'en')`,
    );
    const admin = await anAdmin(slice.api);
    await request(slice.api.http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId })
      .expect(202);
    const nepali = await mailTo('tashi.ne@example.com', /मा नयाँ/);
    expect(nepali.subject).toBe('Kukur Pasal मा नयाँ: हिमाली याकको छुर्पी');
    expect(nepali.text).toContain('मूल्य: रु १,२५,०००.००');
    const english = await mailTo('john.en@example.com', /^New at/);
    expect(english.subject).toBe('New at Kukur Pasal: Himalayan Yak Chew');
  });
});
