import { isLanguage } from '@kukur/contracts';
import { useEffect, useRef } from 'react';
import { chooseLanguage, languageOfCookies, useLanguage } from '@/shared/i18n';
import { savePreferredLanguage } from '../api/save-preferred-language';
import { type SessionState, sessionStore } from './session-store';
import { useSession } from './use-session';

const isLoggedOut = (state: SessionState) => state.initialized && !state.user;

/**
 * Keeps the logged-in account's language (its e-mails) in step with the reader's. The reader's own choice (the
 * kp_lang cookie), once the page shows it, is saved to the account when the two differ: a switch while logged
 * in, or a choice made before logging in. A reader who never chose (no cookie) gets the account's language at
 * login instead, and the cookie. The save is fire and forget: nothing waits for it and a failure is quiet.
 */
export function useAccountLanguageSync(): void {
  const { user } = useSession();
  const shown = useLanguage();
  const userId = user?.id ?? null;
  const accountLanguage = user?.preferredLanguage;
  // The save under way, by user and language: a second render (or StrictMode's) does not repeat it.
  const saving = useRef<string | null>(null);

  useEffect(() => {
    // A login in this tab (or another): the store goes from logged out to a user. A session restored at
    // start-up is not one; its page keeps the language it opened in.
    let wasLoggedOut = isLoggedOut(sessionStore.getState());
    return sessionStore.subscribe(() => {
      const state = sessionStore.getState();
      const account = state.user?.preferredLanguage;
      if (wasLoggedOut && isLanguage(account) && !languageOfCookies(document.cookie))
        void chooseLanguage(account);
      wasLoggedOut = isLoggedOut(state);
    });
  }, []);

  useEffect(() => {
    // While a language is still loading, the cookie already names it and the page does not show it yet.
    if (!userId || accountLanguage === shown || languageOfCookies(document.cookie) !== shown) return;
    const key = `${userId}:${shown}`;
    if (saving.current === key) return;
    saving.current = key;
    savePreferredLanguage(shown)
      .then(
        (account) => {
          // Only for the account still logged in (a logout or another login may have come in between).
          if (sessionStore.getState().user?.id === account.id) sessionStore.updateUser(account);
        },
        () => undefined,
      )
      .finally(() => {
        if (saving.current === key) saving.current = null;
      });
  }, [userId, accountLanguage, shown]);
}
