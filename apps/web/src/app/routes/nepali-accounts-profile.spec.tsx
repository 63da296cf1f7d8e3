import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { showLanguage } from '@/shared/i18n';
import { expectAlert } from '@/testing/alerts';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { noGoogle } from '@/testing/google';
import { jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

const sita = aUser({
  email: 'sita@example.com',
  name: 'Sita',
  phoneNumber: '9812345678',
  city: 'Lalitpur',
  colony: 'Jhamsikhel',
});
const paid = anOrder({
  id: '5b7e2c1a-8d4f-4e6a-9b3c-00000000abcd',
  createdAt: '2026-11-20T10:15:00.000Z',
  paymentMethod: 'khalti',
  paymentStatus: 'paid',
  items: [anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 62500, quantity: 2 })],
});
const HISTORY = `GET /api/users/${encodeURIComponent('sita@example.com')}/orders`;

const base: ApiRoutes = {
  ...noGoogle,
  'GET /api/products': () => jsonResponse([]),
  'GET /api/user/me': () => jsonResponse(sita),
  [HISTORY]: () => jsonResponse([paid]),
};

/** Words of Latin letters on the page's main part, but for names that stay as they are. */
function englishWordsOnPage(allowed: readonly string[] = []): string[] {
  const walker = document.createTreeWalker(screen.getByRole('main'), NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const text = texts.join(' ');
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  const names = [
    'OTP',
    'Khalti',
    'Kukur',
    'Pasal',
    'Instagram',
    'QR',
    'Sita',
    'Chew',
    'Bone',
    'sita',
    'example',
    'com',
  ];
  return words.filter((word) => ![...names, ...allowed].includes(word));
}

/** The account and profile screens read by a Nepali reader. */
describe('accounts and profile in Nepali', () => {
  beforeEach(async () => {
    sessionStore.logOut();
    mockApi(base);
    await showLanguage('ne');
  });

  it('/login: labels, a validation message and the way to sign up', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'लगइन' })).toBeInTheDocument();
    expect(screen.getByLabelText('इमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप गर्नुहोस्' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /लगइन गर्नुहोस्/ }));
    expect(await screen.findByText('इमेल आवश्यक छ')).toBeInTheDocument();
    expect(await screen.findByText('पासवर्ड आवश्यक छ')).toBeInTheDocument();
    expect(englishWordsOnPage(['you'])).toEqual([]);
  });

  it('/signup: the form, its checks and the marketing choice', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByText('खाता खोल्नुहोस् र पहिलो अर्डरमा १०% छुट पाउनुहोस्।')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /नयाँ सामान र अफरका समाचार/ })).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('नाम'), 'S');
    await userEvent.click(screen.getByRole('button', { name: /साइन अप गर्नुहोस्/ }));
    expect(await screen.findByText('नाम कम्तीमा २ अक्षरको हुनुपर्छ')).toBeInTheDocument();
    expect(await screen.findByText('पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ')).toBeInTheDocument();
    expect(englishWordsOnPage(['you'])).toEqual([]);
  });

  it('/forgotpassword, then /VerifyOtp: the code is sent and asked for in Nepali', async () => {
    mockApi({ ...base, 'POST /api/otp/send-otp': () => jsonResponse({ message: 'OTP sent successfully' }) });
    renderApp('/forgotpassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड बिर्सनुभयो' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('इमेल'), 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: /OTP पठाउनुहोस्/ }));
    await expectAlert('हामीले sita@example.com मा कोड पठाएका छौं।');
    expect(await screen.findByRole('heading', { level: 1, name: 'OTP प्रमाणित गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByText(/मा पठाएको ६ अङ्कको कोड लेख्नुहोस्।/)).toBeInTheDocument();
    // The resend countdown in Devanagari digits.
    expect(screen.getByRole('button', { name: /^[०-९]+ सेकेन्डपछि OTP फेरि पठाउनुहोस्$/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('OTP'), '12');
    await userEvent.click(screen.getByRole('button', { name: /OTP प्रमाणित गर्नुहोस्/ }));
    expect(await screen.findByText('OTP ६ अङ्कको हुनुपर्छ')).toBeInTheDocument();
    expect(englishWordsOnPage()).toEqual([]);
  });

  it('/ResetPassword: the shared password rules and the confirmation in Nepali', async () => {
    renderApp('/ResetPassword', { email: 'sita@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड रिसेट गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByLabelText('इमेल')).toHaveValue('sita@example.com');
    await userEvent.type(screen.getByLabelText('नयाँ पासवर्ड'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('पासवर्ड पुष्टि गर्नुहोस्'), 'abcdefgX');
    await userEvent.click(screen.getByRole('button', { name: /पासवर्ड रिसेट गर्नुहोस्/ }));
    expect(
      await screen.findByText(
        'पासवर्डमा कम्तीमा एउटा ठूलो अक्षर, एउटा सानो अक्षर, एउटा अङ्क र एउटा विशेष चिह्न हुनुपर्छ',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('दुवै पासवर्ड मिलेनन्')).toBeInTheDocument();
    expect(englishWordsOnPage()).toEqual([]);
  });

  it('/profile: summary and order history with the BS date, Devanagari digits and translated states', async () => {
    sessionStore.logIn(sita, tokenExpiringIn(600));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरो प्रोफाइल' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'अर्डर #0000ABCD' });
    expect(card).toHaveTextContent('२० नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ४)');
    expect(within(card).getByText('विचाराधीन')).toHaveAttribute('data-color', 'yellow');
    expect(within(card).getByText('भुक्तानी भयो')).toHaveAttribute('data-status', 'paid');
    expect(card).toHaveTextContent('रु १,२५,०००.००');
    expect(within(card).getByText('२ × Chew Bone')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'अर्डरको इतिहास' })).toBeInTheDocument();
    expect(screen.getByText('जम्मा अर्डर')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'अर्डर #0000ABCD रद्द गर्नुहोस्' }));
    const dialog = await screen.findByRole('dialog', { name: 'यो अर्डर रद्द गर्ने हो?' });
    expect(dialog).toHaveTextContent('तपाईंले Khalti बाट रु १,२५,०००.०० तिर्नुभएको छ');
    expect(within(dialog).getByRole('button', { name: 'अर्डर राख्नुहोस्' })).toBeInTheDocument();
    // The order's reference is its id's last characters.
    expect(englishWordsOnPage(['ABCD'])).toEqual([]);
  });

  it('/edit-profile: details, delivery details with the city names, password and delete', async () => {
    sessionStore.logIn(sita, tokenExpiringIn(600));
    renderApp('/edit-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफाइल सम्पादन' })).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toHaveValue('Sita');
    const delivery = screen.getByRole('region', { name: 'डेलिभरी विवरण' });
    expect(within(delivery).getByLabelText('फोन नम्बर')).toHaveValue('9812345678');
    expect(within(delivery).getByRole('radio', { name: 'ललितपुर' })).toBeChecked();
    expect(screen.getByRole('link', { name: /पासवर्ड परिवर्तन गर्नुहोस्/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /खाता मेटाउनुहोस्/ })).toBeInTheDocument();
    await userEvent.clear(within(delivery).getByLabelText('फोन नम्बर'));
    await userEvent.type(within(delivery).getByLabelText('फोन नम्बर'), '98123');
    await userEvent.click(within(delivery).getByRole('button', { name: /डेलिभरी विवरण सेभ गर्नुहोस्/ }));
    expect(
      await within(delivery).findByText('फोन नम्बर ठ्याक्कै १० अङ्कको हुनुपर्छ र अङ्क मात्र हुनुपर्छ'),
    ).toBeInTheDocument();
    expect(englishWordsOnPage()).toEqual([]);
  });
});
