import { useEffect, useEffectEvent, useRef } from 'react';
import { displayNameOf } from '@/shared/lib';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useAuthTexts } from '../auth-messages';
import { refreshSession } from '../session/refresh';
import { sessionStore } from '../session/session-store';
import type { SessionUser } from '../session/session-user';
import { useFeedback } from '@/shared/ui/feedback';

export interface GoogleCompleteProps {
  onLoggedIn: (user: SessionUser) => void;
  onFailed: () => void;
}

/**
 * End of the Google redirect flow: the server has set the refresh cookie; one refresh turns it into the
 * session (user and access token).
 */
export function GoogleComplete({ onLoggedIn, onFailed }: GoogleCompleteProps) {
  const { notification } = useFeedback();
  const TEXT = useAuthTexts();
  const started = useRef(false);
  const succeed = useEffectEvent(() => {
    const { user } = sessionStore.getState();
    notification.success({
      title: TEXT.google.loginSuccessTitle,
      description: TEXT.login.welcomeBack(displayNameOf(user)),
    });
    onLoggedIn(user ?? {});
  });
  const fail = useEffectEvent(() => onFailed());

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refreshSession().then(
      () => succeed(),
      () => fail(),
    );
  }, []);

  return <PageSpinner label={TEXT.google.signingIn} />;
}
