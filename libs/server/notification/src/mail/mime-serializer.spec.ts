import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it } from 'vitest';
import { serializeMimeTree } from './mime-serializer';

/** Compiled afresh for each side: building a tree sets headers on it. */
function compile(options: Mail.Options): ReturnType<MailComposer['compile']> {
  return new MailComposer({
    from: 'Kukur Pasal <hello@kukurpasal.com.np>',
    date: new Date('2026-11-20T09:30:00Z'),
    messageId: '<0123456789abcdef@kukurpasal.com.np>',
    textEncoding: 'quoted-printable',
    baseBoundary: 'f00dcafe0123456789abcdef',
    ...options,
  } as Mail.Options).compile();
}

async function expectSameAsBuild(options: Mail.Options): Promise<string> {
  const built = await compile(options).build();
  const written = serializeMimeTree(compile(options));
  expect(written.toString('utf8')).toBe(built.toString('utf8'));
  expect(written.equals(built)).toBe(true);
  return written.toString('utf8');
}

const nepaliParagraph = 'नमस्ते! तपाईंको कुकुरको खोप बुकिङ पक्का भयो। कृपया समयमै आउनुहोस्, र खोप कार्ड साथमा ल्याउनुहोस्। ';

describe('serializeMimeTree writes what build() streams, byte for byte', () => {
  it('an order e-mail: text and HTML alternatives, a Latin subject', async () => {
    const message = await expectSameAsBuild({
      to: 'sita.sharma@example.com',
      subject: 'Order KP-10234 placed: Rs 4,250',
      text: 'Thank you for your order.\nPedigree Adult 3 kg x 2\nTotal: Rs 4,250\n',
      html: '<p>Thank you for your order.</p><table><tr><td>Pedigree Adult 3 kg</td><td>x 2</td></tr></table>',
    });
    expect(message).toContain('Content-Type: multipart/alternative');
    expect(message.endsWith('--\r\n')).toBe(true);
  });

  it('a Nepali e-mail whose parts are long enough to be encoded in slices and wrapped', async () => {
    const long = nepaliParagraph.repeat(800); // about 200 KB of UTF-8, past the encoder's 64 KB slice
    const message = await expectSameAsBuild({
      to: '"रमेश थापा" <ramesh.thapa@example.com>',
      subject: 'तपाईंको खोप बुकिङ पक्का भयो',
      text: `${long}\n  trailing spaces before a line break  \nend`,
      html: `<p>${long}</p>\t`,
      headers: {
        'List-Unsubscribe': '<https://kukurpasal.com.np/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(message).toContain('Subject: =?UTF-8?');
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('a booking e-mail with its calendar invite, as an alternative and as invite.ics', async () => {
    const invite = [
      'BEGIN:VCALENDAR',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'SUMMARY:Rabies vaccination for Bhote at Lalitpur Vet Clinic',
      'DTSTART:20261203T043000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const message = await expectSameAsBuild({
      to: 'pema.lama@example.com',
      subject: 'Vaccination booked',
      text: 'Your booking is confirmed.',
      html: '<p>Your booking is confirmed.</p>',
      icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: invite },
    });
    expect(message).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(message).toContain('Content-Disposition: attachment; filename=invite.ics');
  });

  it('a single text part, no alternatives', async () => {
    await expectSameAsBuild({ to: 'dawa@example.com', subject: 'Code', text: 'Your code is 482913' });
  });

  it('refuses a part it cannot write without reading a stream', () => {
    const tree = compile({ to: 'dawa@example.com', subject: 'Stream', text: Readable.from(['streamed']) });
    expect(() => serializeMimeTree(tree)).toThrow(/synchronously/);
  });
});
