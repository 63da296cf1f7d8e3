import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { showLanguage } from '@/shared/i18n';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const API = {
  'GET /api/orders/first-order-offer': () => jsonResponse({ enabled: true, percent: 10, eligible: false }),
  'GET /api/newsletter/confirm': () => jsonResponse({ email: 'ram@example.com' }),
  'POST /api/newsletter/confirm': () =>
    jsonResponse({ message: "You're subscribed!", email: 'ram@example.com', alreadyConfirmed: false }),
  'GET /api/newsletter/unsubscribe/details': () => jsonResponse({ email: 'sita@example.com' }),
  'POST /api/newsletter/unsubscribe': () =>
    jsonResponse({ message: 'You have been unsubscribed.', email: 'sita@example.com' }),
  'POST /api/partner-enquiries': () => jsonResponse({ id: 'p1', message: 'Thank you!' }, 201),
};

/**
 * The English words left in the page's main content once the names that stay as they are (the shop's
 * payment partner, e-mail addresses, an example phone number) are taken out: none is expected.
 */
function englishWordsIn(element: Element): string[] {
  const text = (element.textContent ?? '')
    .replace(/[\w.+-]+@[\w.-]+/g, '')
    .replace(/\bKhalti\b/g, '')
    .replace(/\d+/g, '');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

const main = () => screen.getByRole('main');

/** The content pages (About, Contact, the newsletter's e-mail links) read by a Nepali reader. */
describe('the content pages in Nepali', () => {
  beforeEach(async () => {
    sessionStore.logOut();
    mockApi(API);
    await showLanguage('ne');
  });

  it('/aboutus: hero, reasons, services, the offer in Devanagari digits, links and the page title', async () => {
    renderApp('/aboutus');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'कुकुर पसल: कुकुरप्रेमीहरूले, कुकुरप्रेमीहरूका लागि बनाएको',
      }),
    ).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'हामी के-के दिन्छौं' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['कुकुरको खाना', 'खेलौना', 'सामग्री']);
    const vaccination = screen.getByRole('region', { name: 'खोप सेवा' });
    expect(within(vaccination).getByRole('link', { name: 'खोपहरू हेर्नुहोस्' })).toHaveAttribute(
      'href',
      '/vaccination',
    );
    const newCustomer = screen.getByRole('article', { name: 'नयाँ ग्राहक?' });
    expect(
      await within(newCustomer).findByText('साइन अप गर्नुहोस् र पहिलो अर्डरमा १०% छुट पाउनुहोस्।'),
    ).toBeInTheDocument();
    expect(within(newCustomer).getByRole('link', { name: 'अहिले साइन अप गर्नुहोस्' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'साझेदार बन्नुहोस्' })).toHaveAttribute('href', '/contact');
    expect(englishWordsIn(main())).toEqual([]);
    // The shop's address in the footer of every page.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('झम्सिखेल सडक, ललितपुर-३');
    await waitFor(() => expect(document.title).toBe('हाम्रो बारेमा | Kukur Pasal'));
  });

  it('/contact: the partner form checks its fields in Nepali, then thanks in Nepali', async () => {
    const fetchMock = mockApi(API);
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'साझेदार बन्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'हामी कोसँग काम गर्छौं' })).toHaveTextContent(
      'काठमाडौं, ललितपुर र भक्तपुर',
    );
    const form = screen.getByRole('form', { name: 'हामीलाई सन्देश पठाउनुहोस्' });
    expect(englishWordsIn(main())).toEqual([]);

    await userEvent.click(screen.getByLabelText('फोन'));
    await userEvent.paste('98412');
    await userEvent.click(screen.getByLabelText('सन्देश'));
    await userEvent.paste('नमस्ते');
    await userEvent.click(within(form).getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
    expect(await screen.findByText('कृपया आफ्नो नाम लेख्नुहोस्')).toBeInTheDocument();
    expect(await screen.findByText('फोन नम्बर ठ्याक्कै १० अङ्कको हुनुपर्छ र अङ्क मात्र हुनुपर्छ')).toBeInTheDocument();
    expect(screen.getByText('कृपया तपाईं कस्तो साझेदार हुनुहुन्छ, छान्नुहोस्')).toBeInTheDocument();
    expect(screen.getByText('कृपया अलि बढी लेख्नुहोस् (कम्तीमा १० अक्षर)')).toBeInTheDocument();
    expect(screen.getByText('६ / २०००')).toBeInTheDocument();
    expect(englishWordsIn(main())).toEqual([]);

    await userEvent.click(screen.getByLabelText('तपाईंको नाम'));
    await userEvent.paste('माया ग्रुमर्स');
    await userEvent.click(screen.getByLabelText('इमेल'));
    await userEvent.paste('maya@groom.com.np');
    await userEvent.clear(screen.getByLabelText('फोन'));
    await userEvent.paste('9841234567');
    await userEvent.click(screen.getByRole('radio', { name: 'ग्रुमर' }));
    await userEvent.click(screen.getByLabelText('सन्देश'));
    await userEvent.paste(' हामी झम्सिखेलमा कुकुरको ग्रुमिङ गर्छौं।');
    await userEvent.click(within(form).getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
    expect(await screen.findByRole('heading', { name: 'सन्देश पठाइयो' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^धन्यवाद! तपाईंको सन्देश हाम्रो टोलीसम्म पुगेको छ/);
    expect(englishWordsIn(main())).toEqual([]);
    // The receipt e-mailed to the sender is in Nepali too.
    const [request] = callsTo(fetchMock, 'POST /api/partner-enquiries');
    expect(await request!.json()).toMatchObject({ partnerType: 'groomer', language: 'ne' });
  });

  it('/contact: too many messages, in the words of the answer’s code', async () => {
    mockApi({
      ...API,
      'POST /api/partner-enquiries': () =>
        errorResponse(
          429,
          'You have sent several messages already. Please try again in 42 minutes.',
          'NOTIFICATION.TOO_MANY_PARTNER_ENQUIRIES',
        ),
    });
    renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'हामीलाई सन्देश पठाउनुहोस्' });
    await userEvent.click(screen.getByLabelText('तपाईंको नाम'));
    await userEvent.paste('Maya');
    await userEvent.click(screen.getByLabelText('इमेल'));
    await userEvent.paste('maya@groom.com.np');
    await userEvent.click(screen.getByLabelText('फोन'));
    await userEvent.paste('9841234567');
    await userEvent.click(screen.getByRole('radio', { name: 'आपूर्तिकर्ता' }));
    await userEvent.click(screen.getByLabelText('सन्देश'));
    await userEvent.paste('We make felt toys in Bhaktapur.');
    await userEvent.click(within(form).getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
    expect(
      await screen.findByText('तपाईंले धेरै सन्देश पठाइसक्नुभयो। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।'),
    ).toBeInTheDocument();
  });

  it('/newsletter/confirm: the question and the confirmation in Nepali', async () => {
    renderApp('/newsletter/confirm?token=m1.x.y');
    expect(
      await screen.findByText('ram@example.com मा नयाँ सामान, खोपको सम्झना र अफरबारे खबर पठाउन सुरु गरौं?'),
    ).toBeInTheDocument();
    expect(englishWordsIn(main())).toEqual([]);
    await waitFor(() => expect(document.title).toBe('न्युजलेटर | Kukur Pasal'));
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता पक्का गर्नुहोस्' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'तपाईंको सदस्यता पक्का भयो!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा फर्कनुहोस्' })).toHaveAttribute('href', '/home');
    expect(englishWordsIn(main())).toEqual([]);
  });

  it('/unsubscribe: the question, and a broken link in the words of the answer’s code', async () => {
    renderApp('/unsubscribe?token=m1.abc.def');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'हाम्रा इमेलहरू बन्द गर्ने हो?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता हटाउनुहोस्' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'तपाईंको सदस्यता हटाइयो' }),
    ).toBeInTheDocument();
    expect(englishWordsIn(main())).toEqual([]);
  });

  it('/unsubscribe with a changed link: says so in Nepali', async () => {
    mockApi({
      ...API,
      'GET /api/newsletter/unsubscribe/details': () =>
        errorResponse(
          400,
          'This link is not valid. Please use the link from the e-mail we sent you.',
          'NOTIFICATION.MARKETING_LINK_INVALID',
        ),
    });
    renderApp('/unsubscribe?token=tampered');
    expect(await screen.findByRole('heading', { level: 1, name: 'यो लिङ्कले काम गर्दैन' })).toBeInTheDocument();
    expect(
      screen.getByText('यो लिङ्क मान्य छैन। कृपया हामीले पठाएको इमेलकै लिङ्क प्रयोग गर्नुहोस्।'),
    ).toBeInTheDocument();
    expect(englishWordsIn(main())).toEqual([]);
  });
});
