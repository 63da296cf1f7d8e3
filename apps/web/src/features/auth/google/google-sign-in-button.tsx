import { useEffect, useEffectEvent, useRef } from 'react';
import { useLanguage } from '@/shared/i18n';
import { loadGoogleIdentity } from './google-identity';

export interface GoogleSignInButtonProps {
  clientId: string;
  /** Sign-in or sign-up wording on Google's button. */
  mode: 'signin' | 'signup';
  onCredential: (credential: string) => void;
  /** The script could not be loaded: the caller may hide the button. */
  onUnavailable?: () => void;
}

/** Google's own button (rendered by Google Identity Services, loaded lazily); hands over the ID token. */
export function GoogleSignInButton({ clientId, mode, onCredential, onUnavailable }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  const handleCredential = useEffectEvent((credential: string) => onCredential(credential));
  const handleUnavailable = useEffectEvent(() => onUnavailable?.());

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => handleCredential(credential),
          context: mode,
          ux_mode: 'popup',
        });
        google.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          shape: 'pill',
          logo_alignment: 'left',
          width: 300,
          locale: language,
        });
      },
      () => {
        if (!cancelled) handleUnavailable();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, mode, language]);

  return <div ref={container} className="google-button" data-testid="google-button" />;
}
