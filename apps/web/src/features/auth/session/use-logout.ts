import { useMutation } from '@tanstack/react-query';

import { useNavigate } from 'react-router-dom';
import { sleep } from '@/shared/lib';
import { revokeSession } from '../api/logout';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '@/shared/i18n';
import { sessionStore } from './session-store';
import { useFeedback } from '@/shared/ui/feedback';

export interface LogoutOptions {
  /** Where to go afterwards; /home by default (spec "Header"). */
  to?: string;
  /** Wait this long before navigating (the admin panel waits 30 ms). */
  delayMs?: number;
  /** Show the Logout Successful toast (default true). */
  toast?: boolean;
}

/**
 * Logs out: revokes the refresh token on the server (a failure there still logs out here), goes to the
 * target page, then clears the stored session. Navigating first matters: a guarded page left without a
 * session would otherwise send the user to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const { t } = useTranslation('auth');

  return useMutation({
    mutationFn: async ({ to = '/home', delayMs = 0, toast = true }: LogoutOptions = {}) => {
      await revokeSession().catch(() => undefined);
      if (delayMs > 0) await sleep(delayMs);
      // flushSync commits "navigating away" at once, so the guard of the page being left waits for the
      // navigation instead of sending the user, now logged out, to /login.
      await navigate(to, { flushSync: true });
      sessionStore.logOut();
      if (toast) {
        // The header's Logout is on every page: the account texts load only when someone logs out.
        await loadTexts(['auth']);
        notification.info({ title: t('logout.successTitle'), description: t('logout.success') });
      }
    },
  });
}
