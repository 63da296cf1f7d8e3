import { Button } from 'antd';
import { useAuthTexts } from '../auth-messages';

export interface ResendCodeButtonProps {
  label: string;
  secondsLeft: number;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}

/** "Resend ..." as a link-style button; shows the seconds left while it must wait. */
export function ResendCodeButton({ label, secondsLeft, disabled, loading, onClick }: ResendCodeButtonProps) {
  const TEXT = useAuthTexts();
  return (
    <p className="auth-resend">
      {TEXT.code.didNotGetIt}
      <Button type="link" size="small" disabled={disabled} loading={loading} onClick={onClick}>
        {secondsLeft > 0 ? TEXT.code.resendIn(label, secondsLeft) : label}
      </Button>
    </p>
  );
}
