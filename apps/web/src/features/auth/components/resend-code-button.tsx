import { Button } from 'antd';

export interface ResendCodeButtonProps {
  label: string;
  secondsLeft: number;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}

/** "Resend ..." as a link-style button; shows the seconds left while it must wait. */
export function ResendCodeButton({ label, secondsLeft, disabled, loading, onClick }: ResendCodeButtonProps) {
  return (
    <p className="auth-resend">
      Didn&apos;t get the code?
      <Button type="link" size="small" disabled={disabled} loading={loading} onClick={onClick}>
        {secondsLeft > 0 ? `${label} in ${secondsLeft}s` : label}
      </Button>
    </p>
  );
}
