import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import { appI18n } from '@/shared/i18n';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

describe('the header’s language switch', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
  });

  it('starts in English with English pressed', () => {
    renderWithProviders(<Header />);
    const language = screen.getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(language).getByRole('button', { name: 'नेपाली' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the header in Nepali, sets <html lang> and remembers the choice in the kp_lang cookie', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));

    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((element) => element.textContent),
    ).toEqual(['गृहपृष्ठ', 'सामानहरू', 'खोप', 'हाम्रो बारेमा']);
    expect(screen.getByRole('link', { name: 'कार्ट (० वटा सामान)' })).toHaveAttribute('href', '/cart');
    expect(screen.getByPlaceholderText('सामान खोज्नुहोस्...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लगइन' })).toHaveAttribute('href', '/login');
    // Named by the wordmark it shows, as in English (a voice-control user says what they see).
    expect(screen.getByRole('link', { name: 'Kukur Pasal गृहपृष्ठ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नेपाली' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('ne');
    expect(document.cookie).toContain('kp_lang=ne');
    expect(appI18n.language).toBe('ne');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.cookie).toContain('kp_lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps what the page holds while switching (nothing is remounted): typed search text stays', async () => {
    renderWithProviders(<Header />);
    await userEvent.type(screen.getByPlaceholderText('Search products...'), 'kibble');
    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));
    expect(await screen.findByPlaceholderText('सामान खोज्नुहोस्...')).toHaveValue('kibble');
  });

  it('writes the Nepali cart count in Devanagari digits', async () => {
    cartStore.clear();
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));
    expect(await screen.findByRole('link', { name: 'कार्ट (० वटा सामान)' })).toBeInTheDocument();
  });
});
