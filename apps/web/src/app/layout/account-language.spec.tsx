import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { appI18n, showLanguage } from '@/shared/i18n';
import type { User } from '@/shared/api';
import { anAuthSession, aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { noGoogle } from '@/testing/google';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const PUT_LANGUAGE = 'PUT /api/user/preferred-language';

/** The API with a preferred-language endpoint that answers the account in the language it was sent. */
function shopApi(account: User, routes: ApiRoutes = {}) {
  return mockApi({
    ...noGoogle,
    'GET /api/products': () => jsonResponse([]),
    [PUT_LANGUAGE]: async (request) => jsonResponse({ ...account, ...(await request.clone().json()) }),
    ...routes,
  });
}

async function sentLanguages(fetchMock: ReturnType<typeof mockApi>): Promise<unknown[]> {
  return Promise.all(callsTo(fetchMock, PUT_LANGUAGE).map((request) => request.clone().json()));
}

/** The header's switch (the phone menu has its own, in a drawer that is closed). */
const headerSwitch = async (name: string) => (await screen.findAllByRole('button', { name }))[0];

async function logIn(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the account’s language follows the reader’s', () => {
  beforeEach(() => sessionStore.logOut());

  it('saves the new language when a logged-in customer switches in the header, and remembers it saved', async () => {
    const account = aUser({ preferredLanguage: 'en' });
    sessionStore.logIn(account, tokenExpiringIn(15 * 60));
    const fetchMock = shopApi(account);
    renderApp('/');

    await userEvent.click(await headerSwitch('नेपाली'));

    await waitFor(() => expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(1));
    expect(await sentLanguages(fetchMock)).toEqual([{ preferredLanguage: 'ne' }]);
    expect(callsTo(fetchMock, PUT_LANGUAGE)[0].headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(sessionStore.getState().user?.preferredLanguage).toBe('ne'));
    expect(document.documentElement.lang).toBe('ne');
    // No toast for a save the reader did not ask for.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(await headerSwitch('English'));
    await waitFor(() => expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(2));
    expect(await sentLanguages(fetchMock)).toEqual([
      { preferredLanguage: 'ne' },
      { preferredLanguage: 'en' },
    ]);
  });

  it('sends nothing when a visitor switches', async () => {
    const fetchMock = shopApi(aUser());
    renderApp('/');

    await userEvent.click(await headerSwitch('नेपाली'));

    await waitFor(() => expect(document.documentElement.lang).toBe('ne'));
    expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(0);
  });

  it('switches all the same, quietly, when the save fails', async () => {
    const account = aUser({ preferredLanguage: 'en' });
    sessionStore.logIn(account, tokenExpiringIn(15 * 60));
    const fetchMock = shopApi(account, { [PUT_LANGUAGE]: () => errorResponse(500, 'Database down') });
    renderApp('/');

    await userEvent.click(await headerSwitch('नेपाली'));

    await waitFor(() => expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(1));
    expect(document.documentElement.lang).toBe('ne');
    expect(await headerSwitch('नेपाली')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(sessionStore.getState().user?.preferredLanguage).toBe('en');
  });

  it('shows the page in the account’s Nepali at login when the browser never chose a language', async () => {
    const account = aUser({ preferredLanguage: 'ne' });
    const fetchMock = shopApi(account, {
      'POST /api/user/login': () => jsonResponse(anAuthSession(account)),
    });
    renderApp('/login');

    await logIn('sita@example.com');

    await waitFor(() => expect(appI18n.language).toBe('ne'));
    expect(document.documentElement.lang).toBe('ne');
    expect(document.cookie).toContain('kp_lang=ne');
    expect(await screen.findByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(0);
  });

  it('keeps the browser’s chosen English at login and saves it to an account in Nepali', async () => {
    document.cookie = 'kp_lang=en; Path=/';
    const account = aUser({ preferredLanguage: 'ne' });
    const fetchMock = shopApi(account, {
      'POST /api/user/login': () => jsonResponse(anAuthSession(account)),
    });
    renderApp('/login');

    await logIn('sita@example.com');

    await waitFor(() => expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(1));
    expect(await sentLanguages(fetchMock)).toEqual([{ preferredLanguage: 'en' }]);
    await waitFor(() => expect(sessionStore.getState().user?.preferredLanguage).toBe('en'));
    expect(appI18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('kp_lang=en');
  });

  it('does nothing at login when the account already has the page’s language', async () => {
    document.cookie = 'kp_lang=en; Path=/';
    const account = aUser({ preferredLanguage: 'en' });
    const fetchMock = shopApi(account, {
      'POST /api/user/login': () => jsonResponse(anAuthSession(account)),
    });
    renderApp('/login');

    await logIn('sita@example.com');

    await waitFor(() => expect(sessionStore.getState().user).not.toBeNull());
    expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(0);
    expect(appI18n.language).toBe('en');
  });

  it('leaves a restored session’s page in the language it opened in when the reader never chose one', async () => {
    // E.g. a Nepali browser (no cookie) and an account in English: no login happened in this tab.
    await showLanguage('ne');
    const account = aUser({ preferredLanguage: 'en' });
    sessionStore.logIn(account, tokenExpiringIn(15 * 60));
    const fetchMock = shopApi(account);
    renderApp('/');

    expect(await screen.findByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(appI18n.language).toBe('ne');
    expect(document.cookie).not.toContain('kp_lang');
    expect(callsTo(fetchMock, PUT_LANGUAGE)).toHaveLength(0);
  });
});
