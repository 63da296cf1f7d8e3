import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { AlternativeMail, senderOf, writeAlternativeMessage } from './alternative-message';

const DATE = new Date('2026-11-20T09:30:00Z');
const BOUNDARY = 'f00dcafe0123456789abcdef';

/** What nodemailer composes and builds of the same e-mail, with its envelope. */
async function nodemailerWrites(from: string, mail: AlternativeMail) {
  const node = new MailComposer({
    from,
    ...mail,
    date: DATE,
    textEncoding: 'quoted-printable',
    baseBoundary: BOUNDARY,
  } as ConstructorParameters<typeof MailComposer>[0]).compile();
  return { message: (await node.build()).toString('utf8'), envelope: node.getEnvelope() };
}

async function expectSameAsNodemailer(mail: AlternativeMail, from = 'Kukur Pasal <hello@kukurpasal.com.np>') {
  const written = writeAlternativeMessage(mail, senderOf(from), DATE, BOUNDARY);
  expect(written, 'written without nodemailer').not.toBeNull();
  const expected = await nodemailerWrites(from, mail);
  expect(written!.message.toString('utf8')).toBe(expected.message);
  expect(written!.envelope).toEqual(expected.envelope);
  return written!.message.toString('utf8');
}

const nepali = 'नमस्ते! तपाईंको कुकुरको खोप बुकिङ पक्का भयो। कृपया समयमै आउनुहोस्।';
const subjects = [
  'Confirm your Kukur Pasal newsletter subscription',
  'Order KP-10234 placed: Rs 4,250',
  'तपाईंको खोप बुकिङ पक्का भयो',
  `Your order is on its way — ${nepali}`,
  'A very long subject line about the Royal Canin Maxi Adult 15 kg bag that is back in stock at Kukur Pasal today',
  'Line\nbreak in a subject',
  'Tab\tand a bell\u0007 in a subject',
  '  spaced  ',
  'Quotes "and" =?encoded?= look-alikes',
];
const bodies = [
  [
    'Thank you for your order.\nPedigree Adult 3 kg x 2\nTotal: Rs 4,250\n',
    '<p>Thank you for your order.</p>',
  ],
  [`${nepali}\n${nepali}`, `<p>${nepali}</p>`.repeat(30)],
  ['x'.repeat(200), `<table>${'<tr><td style="padding:8px">Bhote</td></tr>'.repeat(40)}</table>`],
  [
    'trailing spaces  \r\nand CRLF line ends\r\n',
    '<p>=3D is not an escape here, = and . at line starts\n.\n</p>\t',
  ],
];
/** A short e-mail whose sender or one field a test changes. */
const mail: AlternativeMail = {
  to: 'pema@example.com',
  subject: 'Hi',
  text: 'Hi',
  html: '<p>Hi</p>',
  messageId: '<1@x.np>',
};
const addresses = [
  'sita.sharma@example.com',
  "o'neil+dogs@kathmandu-vets.com.np",
  'a@b.co',
  'Ramesh.Thapa@ktm-1.org',
];

describe('writeAlternativeMessage writes what nodemailer composes, byte for byte', () => {
  it('the newsletter confirmation the e-mail pipeline sends most', async () => {
    const message = await expectSameAsNodemailer({
      to: 'reader.1@bench.example',
      subject: 'Confirm your Kukur Pasal newsletter subscription',
      text: 'Confirm your subscription: https://shop.test/newsletter/confirm?token=abc\n',
      html: '<p>Confirm your subscription: <a href="https://shop.test/newsletter/confirm?token=abc">confirm</a></p>',
      messageId: '<0123456789abcdef@kukurpasal.com.np>',
    });
    expect(message).toContain('Content-Type: multipart/alternative');
    expect(message.endsWith('--\r\n')).toBe(true);
  });

  it('every subject, body and address of a varied set, with and without extra headers', async () => {
    let compared = 0;
    for (const [index, subject] of subjects.entries()) {
      for (const [text, html] of bodies) {
        const to = addresses[(index + compared) % addresses.length]!;
        await expectSameAsNodemailer({
          to,
          subject,
          text: text!,
          html: html!,
          messageId: `${index}.${compared}@kukurpasal.com.np`,
          headers:
            compared % 2 === 0
              ? {
                  'list-unsubscribe': `<https://shop.test/unsubscribe?token=${'t'.repeat(80)}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : undefined,
        });
        compared += 1;
      }
    }
    expect(compared).toBe(subjects.length * bodies.length);
  });

  it('a sender with a Nepali name or a quoted one, as the shop may configure MAIL_FROM', async () => {
    await expectSameAsNodemailer(mail, 'कुकुर पसल <hello@kukurpasal.com.np>');
    await expectSameAsNodemailer(mail, '"Kukur Pasal, Lalitpur" <orders@kukurpasal.com.np>');
    await expectSameAsNodemailer(mail, 'hello@kukurpasal.com.np');
  });

  it('leaves to nodemailer what it does not write: a named or upper-case address, its own headers, an empty part', () => {
    const sender = senderOf('Kukur Pasal <hello@kukurpasal.com.np>');
    const write = (change: Partial<AlternativeMail>) =>
      writeAlternativeMessage({ ...mail, ...change }, sender, DATE, BOUNDARY);
    expect(write({})).not.toBeNull();
    expect(write({ to: 'Pema Lama <pema@example.com>' })).toBeNull();
    expect(write({ to: 'pema@Example.COM' })).toBeNull();
    expect(write({ to: 'pema@खोप.नेपाल' })).toBeNull();
    expect(write({ headers: { 'Reply-To': 'care@kukurpasal.com.np' } })).toBeNull();
    expect(write({ headers: { 'content-type': 'text/plain' } })).toBeNull();
    expect(write({ text: '' })).toBeNull();
    expect(write({ html: '' })).toBeNull();
  });
});
