import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VISIT_INSTRUCTIONS } from '@kukur/contracts';
import type { EmailToSend } from '../emails/email-rule';
import { EMAIL_RULES } from '../emails/email-rules';
import { productAnnouncementEmail } from '../emails/product-announcement.email';
import { EMAIL_TEMPLATES_DIR, EmailRenderer, translatedTemplatesDir } from './email-renderer';

const renderer = new EmailRenderer({ SHOP_NAME: 'Kukur Pasal', PUBLIC_URL: 'https://kukurpasal.test/' });
const tools = {
  open: (_purpose: string, sealed: string) => sealed,
  publicUrl: 'https://kukurpasal.test',
  shopName: 'Kukur Pasal',
  sender: { name: 'Kukur Pasal', email: 'hello@kukurpasal.test' },
  confirmSubscriptionUrl: (email: string) => `https://kukurpasal.test/newsletter/confirm?token=for-${email}`,
};

function sample(template: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...JSON.parse(readFileSync(join(EMAIL_TEMPLATES_DIR, `${template}.sample.json`), 'utf8')),
    ...overrides,
  };
}

/** The booking e-mails of a status are one rule's, told apart by the new status. */
const BOOKING_STATUS_EMAILS: Record<string, Record<string, unknown>> = {
  'booking-confirmed': { to: 'confirmed' },
  'booking-cancelled': { to: 'cancelled', by: 'customer' },
  'booking-completed': { to: 'completed' },
  'booking-no-show': { to: 'no-show' },
};

function renderIn(language: 'en' | 'ne', template: string, overrides: Record<string, unknown> = {}) {
  const status = BOOKING_STATUS_EMAILS[template];
  const ruleTemplate = status ? 'booking-status-changed' : template;
  const rule =
    template === productAnnouncementEmail.template
      ? { build: (payload: Record<string, unknown>) => productAnnouncementEmail.build(payload as never) }
      : EMAIL_RULES.find((candidate) => candidate.template === ruleTemplate)!;
  const [email] = rule.build(sample(ruleTemplate, { ...status, ...overrides }), tools) as EmailToSend[];
  expect(email!.template ?? ruleTemplate).toBe(template);
  return renderer.render(email!.template ?? template, email!.subject, email!.context, language);
}

const NEPALI_DIR = translatedTemplatesDir('ne');
const nepaliTemplates = readdirSync(NEPALI_DIR)
  .filter((file) => file.endsWith('.html.hbs'))
  .map((file) => file.replace('.html.hbs', ''))
  .sort();
const subjects = JSON.parse(readFileSync(join(NEPALI_DIR, 'subjects.json'), 'utf8')) as Record<
  string,
  string
>;

/** Words of the English templates that must not be left in a Nepali e-mail. */
const ENGLISH_LEFTOVERS = /\b(Namaste|Thank you|Total|Subtotal|Shipping|order|your|code|Rs|Nepal time|BS)\b/;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const DATA =
  /Kukur Pasal|Himalayan Yak Chew Large|Sita Sharma|Bhote|Tibetan Mastiff|Friendly|Main Center|Shantinagar Marg, New Baneshwor|Kathmandu|9:00 AM - 5:00 PM|Anti-Rabies Vaccination|Baneshwor|Please call first/g;

/** What a reader of Nepali typed themselves (the samples' senders wrote English). */
const WRITTEN_IN_NEPALI: Record<string, Record<string, unknown>> = {
  'partner-enquiry-receipt': {
    name: 'डा. अनिल श्रेष्ठ',
    message: 'नमस्ते! हामी पुल्चोकमा सानो पशु क्लिनिक चलाउँछौं।',
  },
};

describe('e-mails in Nepali and English (issue 16)', () => {
  it('has, for each e-mail written in Nepali, both parts and its subject, and no subject without an e-mail', () => {
    expect(nepaliTemplates).toEqual([
      'account-deleted',
      'booking-cancelled',
      'booking-completed',
      'booking-confirmed',
      'booking-no-show',
      'booking-reminder',
      'booking-requested',
      'booking-rescheduled',
      'login-code',
      'newsletter-confirmation',
      'newsletter-welcome',
      'order-paid',
      'order-placed',
      'order-status',
      'order-update',
      'partner-enquiry-receipt',
      'password-changed',
      'password-reset-code',
      'payment-refunded',
      'product-announcement',
      'verification-code',
      'welcome',
    ]);
    for (const template of nepaliTemplates) {
      expect(existsSync(join(NEPALI_DIR, `${template}.text.hbs`)), template).toBe(true);
      expect(existsSync(join(EMAIL_TEMPLATES_DIR, `${template}.html.hbs`)), template).toBe(true);
      expect(subjects[template], template).toMatch(DEVANAGARI);
    }
    expect(Object.keys(subjects).sort()).toEqual(nepaliTemplates);
  });

  it.each(nepaliTemplates)(
    'writes %s wholly in Nepali: subject, HTML and text, inside the shared layout',
    (template) => {
      const rendered = renderIn('ne', template, WRITTEN_IN_NEPALI[template]);
      expect(rendered.language).toBe('ne');
      for (const part of [rendered.subject, rendered.html, rendered.text]) {
        expect(part).not.toContain('{{');
        expect(part).not.toContain('}}');
        expect(part).toMatch(DEVANAGARI);
      }
      const body = rendered.text.split('\n----------------------------------------\n')[0]!;
      // Names, places and the centre's details are the shop's data, written as they were entered.
      const written = body.replace(DATA, '');
      expect(written).not.toMatch(ENGLISH_LEFTOVERS);
      expect(
        written.replace(/https?:\/\/\S+|\S+@\S+|\b[0-9A-Z]{6,}\b|GFq9PFS7b2iYvL8Lir9oXe/g, ''),
      ).not.toMatch(/[A-Za-z]{3,}/);
      expect(rendered.subject).not.toMatch(ENGLISH_LEFTOVERS);
      expect(rendered.html).toContain('<html lang="ne">');
      expect(rendered.html).toContain('नेपालमा कुकुरका लागि गुणस्तरीय सामान र खोप सेवा');
      expect(rendered.text).toMatch(/© [०-९]{4} Kukur Pasal/);
      expect(rendered.html).toMatch(
        /यो इमेल <a [^>]+>https:\/\/kukurpasal.test<\/a> मा गरिएको कामका कारण पठाइएको हो।/,
      );
      expect(rendered.text).toContain('Kukur Pasal · नेपालमा कुकुरका लागि गुणस्तरीय सामान र खोप सेवा');
    },
  );

  it('keeps the English e-mail English, with the BS date beside the AD date', () => {
    const placed = renderIn('en', 'order-placed');
    expect(placed.language).toBe('en');
    expect(placed.subject).toBe('Your Kukur Pasal order 0F9A8B7C is placed');
    expect(placed.html).toContain('<html lang="en">');
    expect(placed.text).toContain(
      'We have received order 0F9A8B7C on 22 Nov 2026 (6 Mangsir 2083 BS) at 15:15 (Nepal time).',
    );
    expect(placed.text).toContain('Total: Rs 1,170.00');
    expect(placed.text).not.toMatch(DEVANAGARI);
  });

  it('writes an order in Nepali: Devanagari digits, रु with lakh grouping, the BS date, Nepal time', () => {
    const placed = renderIn('ne', 'order-placed', {
      items: [{ name: 'Dog House', quantity: 1, unitPrice: '125000.00', lineTotal: '125000.00' }],
      subtotal: '125000.00',
      discount: '12500.00',
      total: '112500.00',
    });
    expect(placed.subject).toBe('तपाईंको Kukur Pasal अर्डर 0F9A8B7C प्राप्त भयो');
    expect(placed.text).toContain(
      'हामीले तपाईंको अर्डर 0F9A8B7C २२ नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ६) मा १५:१५ बजे (नेपाली समय) पाएका छौं।',
    );
    expect(placed.text).toContain('- Dog House × १, दर रु १,२५,०००.०० = रु १,२५,०००.००');
    expect(placed.text).toContain('पहिलो अर्डरको छुट (१०%): - रु १२,५००.००');
    expect(placed.text).toContain('कुल जम्मा: रु १,१२,५००.००');
    expect(placed.html).toContain('<td align="right">रु १,२५,०००.००</td>');
  });

  it('says in Nepali what a status change means', () => {
    const cancelled = renderIn('ne', 'order-status');
    expect(cancelled.subject).toBe('तपाईंको Kukur Pasal अर्डर 0F9A8B7C रद्द भयो');
    expect(cancelled.text).toContain('माफ गर्नुहोस्: हामीले तपाईंको अर्डर रद्द गर्नुपर्‍यो।');
    expect(cancelled.text).toContain('हामीले खल्तीलाई रु १,१७०.०० तपाईंको खल्ती वालेटमा फिर्ता गर्न अनुरोध गरेका छौं');
    const approved = renderIn('ne', 'order-status', {
      from: 'Pending',
      to: 'Approved',
      paymentStatus: 'pending',
    });
    expect(approved.subject).toBe('तपाईंको Kukur Pasal अर्डर 0F9A8B7C स्वीकृत भयो');
    expect(approved.text).toContain('हामीले तपाईंको अर्डर स्वीकृत गरेका छौं');
    expect(approved.text).not.toContain('रद्द');
  });

  it('writes the payment and the refund with their dates and Nepal times', () => {
    const paid = renderIn('ne', 'order-paid');
    expect(paid.subject).toBe('Kukur Pasal अर्डर 0F9A8B7C को भुक्तानी प्राप्त भयो');
    expect(paid.text).toContain(
      'खल्तीबाट तिर्नुभएको रु १,३००.०० हामीले २२ नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ६) मा १५:२० बजे (नेपाली समय) पायौं।',
    );
    expect(paid.text).toContain('खल्ती कारोबार नम्बर: GFq9PFS7b2iYvL8Lir9oXe।');
    const cash = renderIn('ne', 'order-paid', { method: 'cod', transactionId: null });
    expect(cash.text).toContain('सामान पाउँदा नगदमा तिर्नुभएको रु १,३००.००');
    const refunded = renderIn('ne', 'payment-refunded');
    expect(refunded.text).toContain(
      'फिर्ता गरिएको समय: २२ नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ६), १५:५० बजे (नेपाली समय)।',
    );
    expect(refunded.text).toContain('खल्तीले अर्डर 0F9A8B7C को रु १,३००.०० तपाईंको खल्ती वालेटमा फिर्ता गरेको छ।');
    const english = renderIn('en', 'payment-refunded');
    expect(english.text).toContain('Refunded on 22 Nov 2026 (6 Mangsir 2083 BS) at 15:50 (Nepal time).');
  });

  it('keeps a code in the digits the reader types, and its lifetime in Devanagari digits', () => {
    const verification = renderIn('ne', 'verification-code');
    expect(verification.subject).toBe('482913 — Kukur Pasal मा खाता खोल्ने प्रमाणीकरण कोड');
    expect(verification.text).toContain('    482913\n');
    expect(verification.text).toContain('यो कोड १० मिनेटसम्म र एक पटक मात्र चल्छ।');
    const reset = renderIn('ne', 'password-reset-code');
    expect(reset.subject).toBe('Kukur Pasal को पासवर्ड बदल्ने कोड');
    expect(reset.text).toContain('नमस्ते Sita Sharma! तपाईंको Kukur Pasal खाताको पासवर्ड बदल्न अनुरोध आएको छ।');
    expect(reset.text).toContain('    275014\n');
  });

  it('welcomes and asks to confirm the newsletter in Nepali', () => {
    const welcome = renderIn('ne', 'welcome', { method: 'google' });
    expect(welcome.subject).toBe('Kukur Pasal मा स्वागत छ, Sita Sharma!');
    expect(welcome.text).toContain('त्यही गुगल खाताबाट लगइन गर्न सक्नुहुन्छ');
    const confirm = renderIn('ne', 'newsletter-confirmation');
    expect(confirm.subject).toBe('Kukur Pasal को न्युजलेटर सदस्यता पक्का गर्नुहोस्');
    expect(confirm.html).toContain(
      'href="https://kukurpasal.test/newsletter/confirm?token=for-sita.sharma@example.com"',
    );
  });

  it('sends an e-mail not written in Nepali (the admins’ notices) in English, saying so', () => {
    const rendered = renderIn('ne', 'partner-enquiry-admin-notice');
    expect(rendered.language).toBe('en');
    expect(rendered.subject).toBe('New partner enquiry (Vet or clinic) from Dr. Anil Shrestha');
    expect(rendered.html).toContain('<html lang="en">');
  });

  it('answers a partner enquiry in the language it was sent in, the partner type in words of that language', () => {
    const receipt = EMAIL_RULES.find((candidate) => candidate.template === 'partner-enquiry-receipt')!;
    expect(receipt.build(sample('partner-enquiry-receipt', { language: 'ne' }), tools)[0]!.language).toBe(
      'ne',
    );
    expect(receipt.build(sample('partner-enquiry-receipt'), tools)[0]!.language).toBeUndefined();
    const rendered = renderIn('ne', 'partner-enquiry-receipt', WRITTEN_IN_NEPALI['partner-enquiry-receipt']);
    expect(rendered.subject).toBe('डा. अनिल श्रेष्ठ, तपाईंको सन्देश हामीले पायौं');
    expect(rendered.text).toContain('पशु चिकित्सक वा क्लिनिक को रूपमा Kukur Pasal सँग काम गर्ने तपाईंको सन्देश');
    expect(rendered.text).toContain('नमस्ते! हामी पुल्चोकमा सानो पशु क्लिनिक चलाउँछौं।');
  });

  it('takes the language a signup code or a newsletter subscription was asked in from the event', () => {
    const rule = EMAIL_RULES.find((candidate) => candidate.template === 'verification-code')!;
    expect(rule.build(sample('verification-code', { language: 'ne' }), tools)[0]!.language).toBe('ne');
    expect(rule.build(sample('verification-code'), tools)[0]!.language).toBeUndefined();
    const newsletter = EMAIL_RULES.find((candidate) => candidate.template === 'newsletter-confirmation')!;
    expect(newsletter.build(sample('newsletter-confirmation', { language: 'ne' }), tools)[0]!.language).toBe(
      'ne',
    );
  });

  describe('vaccination bookings', () => {
    it('writes the appointment with its weekday, BS date and Nepal time, in English and in Nepali', () => {
      const english = renderIn('en', 'booking-confirmed');
      expect(english.subject).toBe(
        'Confirmed: Bhote’s vaccination on Tue, 1 Dec 2026 (15 Mangsir 2083 BS) at 10:00',
      );
      const nepali = renderIn('ne', 'booking-confirmed');
      expect(nepali.subject).toBe(
        'पक्का भयो: Bhote को खोप मंगलबार, १ डिसेम्बर २०२६ (वि.सं. २०८३ मंसिर १५), १०:०० बजे',
      );
      expect(nepali.text).toContain('कहिले: मंगलबार, १ डिसेम्बर २०२६ (वि.सं. २०८३ मंसिर १५), १०:०० बजे (नेपाली समय)');
      expect(nepali.text).toContain('खोप: Anti-Rabies Vaccination, रु ८५०.००');
      expect(nepali.text).toContain('केन्द्रमा तिर्ने रकम: रु ८५०.००');
      expect(nepali.text).toContain('तोकिएको समयभन्दा १५ मिनेट अगाडि आइपुग्नुहोस्।');
    });

    it('gives as many visit instructions in Nepali as in English', () => {
      const lines = (text: string, heading: string) =>
        text
          .split(`${heading}\n`)[1]!
          .split('\n\n')[0]!
          .split('\n')
          .filter((line) => line.startsWith('- '));
      expect(lines(renderIn('en', 'booking-reminder').text, 'Before you come:')).toHaveLength(
        VISIT_INSTRUCTIONS.length,
      );
      expect(lines(renderIn('ne', 'booking-reminder').text, 'आउनुअघि:')).toHaveLength(
        VISIT_INSTRUCTIONS.length,
      );
    });

    it('tells a move, a cancellation and the next dose in Nepali', () => {
      const moved = renderIn('ne', 'booking-rescheduled');
      expect(moved.subject).toMatch(/^समय सारियो: Bhote को खोप अब .+ \(वि\.सं\. .+\), [०-९]{2}:[०-९]{2} बजे$/);
      const cancelled = renderIn('ne', 'booking-cancelled');
      expect(cancelled.text).toContain('तपाईंको अनुरोधअनुसार रद्द गरिएको छ');
      const completed = renderIn('ne', 'booking-completed');
      expect(completed.text).toContain(
        '- Anti-Rabies Vaccination: बुधबार, १ डिसेम्बर २०२७ (वि.सं. २०८४ मंसिर १५) तिर',
      );
    });
  });

  describe('the account', () => {
    it('says when the password changed, with the BS date and Nepal time', () => {
      const nepali = renderIn('ne', 'password-changed', { changedAt: '2026-11-22T09:30:00.000Z' });
      expect(nepali.subject).toBe('तपाईंको Kukur Pasal पासवर्ड बदलियो');
      expect(nepali.text).toContain(
        'को पासवर्ड २२ नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ६) मा १५:१५ बजे (नेपाली समय) बदलियो।',
      );
      const english = renderIn('en', 'password-changed', { changedAt: '2026-11-22T09:30:00.000Z' });
      expect(english.text).toContain('was changed on 22 Nov 2026 (6 Mangsir 2083 BS) at 15:15 (Nepal time).');
    });

    it('says who deleted the account', () => {
      expect(renderIn('ne', 'account-deleted', { byAdmin: true }).text).toContain(
        'Kukur Pasal टोलीले sita.sharma@example.com को खाता मेटाएको छ।',
      );
      expect(renderIn('ne', 'account-deleted', { byAdmin: false }).text).toContain(
        'तपाईंको अनुरोधअनुसार हामीले sita.sharma@example.com को खाता मेटाएका छौं।',
      );
    });

    it('names an order’s status in Nepali in an admin’s update', () => {
      expect(renderIn('ne', 'order-update', { status: 'Approved' }).text).toContain(
        'तपाईंको अर्डर स्वीकृत भएको छ।',
      );
      expect(renderIn('ne', 'order-update', { status: 'Pending' }).text).toContain(
        'तपाईंको अर्डर प्रक्रियामा छ।',
      );
    });
  });

  it('puts the Nepali unsubscribe link in the footer of a Nepali newsletter', () => {
    const url = 'https://kukurpasal.test/unsubscribe?token=m1.abc.def';
    const rendered = renderer.render(
      'newsletter-welcome',
      'x',
      { email: 'a@b.np', unsubscribeUrl: url },
      'ne',
    );
    expect(rendered.subject).toBe('Kukur Pasal को न्युजलेटरमा स्वागत छ');
    expect(rendered.html).toContain(
      `लगइन नगरी जुनसुकै बेला <a href="${url}" style="color:#c2570c;">सदस्यता हटाउन सक्नुहुन्छ</a>।`,
    );
    expect(rendered.text).toContain(
      `तपाईंले माग्नुभएकाले हामी आफ्ना खबर पठाउँछौं। लगइन नगरी जुनसुकै बेला सदस्यता हटाउन सक्नुहुन्छ: ${url}`,
    );
  });

  it('announces a product under its Nepali name, or its English one when it has none', () => {
    const nepali = renderIn('ne', 'product-announcement');
    expect(nepali.subject).toBe('Kukur Pasal मा नयाँ: हिमाली याकको छुर्पी (ठूलो)');
    expect(nepali.text).toContain('मूल्य: रु ६५०.०० (पहिले रु ७५०.००, १३% छुट)');
    const product = sample('product-announcement').product as Record<string, unknown>;
    const untranslated = renderIn('ne', 'product-announcement', {
      product: { ...product, nameNe: null, descriptionNe: null },
    });
    expect(untranslated.subject).toBe('Kukur Pasal मा नयाँ: Himalayan Yak Chew Large');
    expect(renderIn('en', 'product-announcement').text).toContain(
      'Price: Rs 650.00 (was Rs 750.00, 13% off)',
    );
  });
});
