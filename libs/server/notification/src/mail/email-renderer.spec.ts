import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_RULES } from '../emails/email-rules';
import { orderPaidEmail } from '../emails/order-paid.email';
import { orderPlacedEmail } from '../emails/order-placed.email';
import { orderStatusChangedEmail } from '../emails/order-status-changed.email';
import { productAnnouncementEmail } from '../emails/product-announcement.email';
import { EMAIL_TEMPLATES_DIR, EmailRenderer } from './email-renderer';

const renderer = new EmailRenderer({ SHOP_NAME: 'Kukur Pasal', PUBLIC_URL: 'https://kukurpasal.test/' });
const tools = {
  open: (_purpose: string, sealed: string) => sealed,
  publicUrl: 'https://kukurpasal.test',
  shopName: 'Kukur Pasal',
  sender: { name: 'Kukur Pasal', email: 'hello@kukurpasal.test' },
  confirmSubscriptionUrl: (email: string) => `https://kukurpasal.test/newsletter/confirm?token=for-${email}`,
};

function sample(template: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(EMAIL_TEMPLATES_DIR, `${template}.sample.json`), 'utf8'));
}

describe('EmailRenderer', () => {
  it.each(EMAIL_RULES.map((rule) => [rule.template, rule] as const))(
    '%s renders HTML and plain text inside the shared layout from its sample payload',
    (template, rule) => {
      const [email] = rule.build(sample(template), tools);
      const rendered = renderer.render(email!.template ?? template, email!.subject, email!.context);
      expect(rendered.subject).not.toContain('{{');
      expect(rendered.html).toMatch(/^<!doctype html>/);
      expect(rendered.html).toContain('Kukur Pasal');
      expect(rendered.html).toContain(`© ${new Date().getFullYear()} Kukur Pasal`);
      expect(rendered.text.length).toBeGreaterThan(40);
      expect(rendered.text).not.toMatch(/<[a-z]+[\s>]/);
      expect(rendered.text).toContain('https://kukurpasal.test');
    },
  );

  it('escapes values in the HTML part but not in the text part', () => {
    const rendered = renderer.render('newsletter-confirmation', 'Hi {{email}}', { email: '<b>a&b</b>@x.np' });
    expect(rendered.html).toContain('&lt;b&gt;a&amp;b&lt;/b&gt;@x.np');
    expect(rendered.html).not.toContain('<b>a&b</b>');
    expect(rendered.text).toContain('<b>a&b</b>@x.np');
    expect(rendered.subject).toBe('Hi <b>a&b</b>@x.np');
  });

  it('puts the unsubscribe link in the footer of a marketing e-mail only', () => {
    const url = 'https://kukurpasal.test/unsubscribe?token=m1.abc.def';
    const marketing = renderer.render('newsletter-welcome', 'x', { email: 'a@b.np', unsubscribeUrl: url });
    expect(marketing.html).toContain(`<a href="${url}" style="color:#c2570c;">Unsubscribe</a>`);
    expect(marketing.text).toContain(`Unsubscribe at any time, no login needed: ${url}`);
    const transactional = renderer.render('welcome', 'x', { name: 'Sita', email: 'a@b.np' });
    expect(transactional.html).not.toContain('Unsubscribe');
    expect(transactional.text).not.toContain('Unsubscribe');
    expect(transactional.html).toContain('You received this e-mail because of an action on');
  });

  it('names a missing template', () => {
    expect(() => renderer.render('no-such-mail', 'x', {})).toThrow(
      'E-mail template no-such-mail.html.hbs is missing',
    );
  });
});

describe('the product announcement', () => {
  it('links the product and shows its image, price and discount with absolute URLs', () => {
    const [email] = productAnnouncementEmail.build(
      sample('product-announcement') as unknown as Parameters<typeof productAnnouncementEmail.build>[0],
    );
    const rendered = renderer.render('product-announcement', email!.subject, email!.context);
    expect(rendered.subject).toBe('New at Kukur Pasal: Himalayan Yak Chew Large');
    expect(rendered.html).toContain('src="https://kukurpasal.test/media/products/yak-chew.webp"');
    expect(rendered.html).toContain(
      'href="https://kukurpasal.test/products/0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11"',
    );
    expect(rendered.text).toContain('Price: Rs 650.00 (was Rs 750.00, 13% off)');
  });
});

describe('the order e-mails', () => {
  it('show the first-order discount between the subtotal and the total', () => {
    const [email] = orderPlacedEmail.build(
      sample('order-placed') as unknown as Parameters<typeof orderPlacedEmail.build>[0],
      tools,
    );
    const rendered = renderer.render('order-placed', email!.subject, email!.context);
    expect(rendered.text).toContain('Subtotal: Rs 1,300.00\nFirst order discount (10%): - Rs 130.00\n');
    expect(rendered.text).toContain('Total: Rs 1,170.00');
    expect(rendered.html).toContain('First order discount (10%)');
  });

  it('show it on a status change too, and what the refund of a cancelled Khalti order is', () => {
    const [email] = orderStatusChangedEmail.build(
      sample('order-status') as unknown as Parameters<typeof orderStatusChangedEmail.build>[0],
      tools,
    );
    const rendered = renderer.render('order-status', email!.subject, email!.context);
    expect(rendered.text).toContain('Subtotal: Rs 1,300.00\nFirst order discount (10%): - Rs 130.00\n');
    expect(rendered.text).toContain('Total: Rs 1,170.00');
    expect(rendered.text).toContain('We have asked Khalti to refund Rs 1,170.00 to your Khalti wallet');
  });

  it('leave the discount out of an order without one (and of events older than the offer)', () => {
    const [email] = orderPaidEmail.build(
      sample('order-paid') as unknown as Parameters<typeof orderPaidEmail.build>[0],
      tools,
    );
    const rendered = renderer.render('order-paid', email!.subject, email!.context);
    expect(rendered.text).not.toContain('discount');
    expect(rendered.text).toContain('Total paid: Rs 1,300.00');
  });
});
