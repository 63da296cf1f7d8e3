import GoogleOutlined from '@ant-design/icons-svg/es/asn/GoogleOutlined';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { useAuthConfig } from '../api/get-auth-config';
import { useAuthTexts } from '../auth-messages';
import { GoogleSignInButton } from './google-sign-in-button';

/** The server's redirect flow, an alternative to Google's button (e.g. when pop-ups are blocked). */
const GOOGLE_REDIRECT_URL = '/api/auth/google';

export interface GoogleOptionsProps {
  mode: 'signin' | 'signup';
  onCredential: (credential: string) => void;
  disabled?: boolean;
}

/** "or", Google's button and a Continue with Google link; nothing at all while Google is not configured. */
export function GoogleOptions({ mode, onCredential, disabled }: GoogleOptionsProps) {
  const TEXT = useAuthTexts();
  const { data: config } = useAuthConfig();
  const [buttonFailed, setButtonFailed] = useState(false);
  const clientId = config?.googleClientId;
  if (!clientId) return null;

  return (
    <div className="auth-google" aria-busy={disabled || undefined}>
      <p className="auth-google__or">{TEXT.google.or}</p>
      {!buttonFailed && (
        <GoogleSignInButton
          clientId={clientId}
          mode={mode}
          onCredential={onCredential}
          onUnavailable={() => setButtonFailed(true)}
        />
      )}
      <Button
        href={GOOGLE_REDIRECT_URL}
        type="link"
        icon={<Icon svg={GoogleOutlined} />}
        disabled={disabled}
        className="auth-google__redirect"
      >
        {TEXT.google.continue}
      </Button>
    </div>
  );
}
