import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const SEND = 'POST /api/partner-enquiries';
const form = () => screen.getByRole('form', { name: 'Send us a message' });

async function openContact(
  send: () => Response = () => jsonResponse({ id: 'x', message: 'Thank you, Maya!' }, 201),
) {
  const fetchMock = mockApi({ [SEND]: send });
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Become a Partner' });
  return fetchMock;
}

/** Pastes rather than types: long texts typed key by key are slow on a busy machine. */
async function enter(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

async function fillIn(values: {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  type?: string;
}) {
  if (values.name) await enter('Your name', values.name);
  if (values.email) await enter('E-mail', values.email);
  if (values.phone) await enter('Phone', values.phone);
  if (values.type) await userEvent.click(screen.getByRole('radio', { name: values.type }));
  if (values.message) await enter('Message', values.message);
}

describe('/contact', () => {
  it('says what is wrong with each field, in the server’s words, and sends nothing', async () => {
    const fetchMock = await openContact();
    await fillIn({ email: 'maya@groom', phone: '98412', message: 'Hi' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Phone number must be exactly 10 digits and contain only numbers'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose what kind of partner you are')).toBeInTheDocument();
    expect(screen.getByText('Please tell us a little more (at least 10 characters)')).toBeInTheDocument();
    expect(callsTo(fetchMock, SEND)).toHaveLength(0);
  });

  it('sends the form trimmed and shows the thank-you', async () => {
    const fetchMock = await openContact();
    await fillIn({
      name: ' Maya Groomers ',
      email: 'maya@groom.com.np',
      phone: '9841234567',
      type: 'Groomer',
      message: 'We groom dogs in Jhamsikhel and would love to work with you.',
    });
    await userEvent.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText('Thank you, Maya!')).toBeInTheDocument();
    const [request] = callsTo(fetchMock, SEND);
    expect(await request!.json()).toEqual({
      name: 'Maya Groomers',
      email: 'maya@groom.com.np',
      phoneNumber: '9841234567',
      partnerType: 'groomer',
      message: 'We groom dogs in Jhamsikhel and would love to work with you.',
      language: 'en',
    });
  });

  it('shows the server’s words when it refuses (too many messages) and keeps the form', async () => {
    await openContact(() =>
      errorResponse(429, 'You have sent several messages already. Please try again in 42 minutes.'),
    );
    await fillIn({
      name: 'Maya',
      email: 'maya@groom.com.np',
      phone: '9841234567',
      type: 'Supplier',
      message: 'We make felt toys in Bhaktapur.',
    });
    await userEvent.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('You have sent several messages already. Please try again in 42 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Maya');
  });
});
