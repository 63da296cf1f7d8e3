import { Button, Modal } from 'antd';
import { STORE_INFO } from '@/shared/config';
import { AUTH_MESSAGES } from '../auth-messages';

export interface SignupSuccessDialogProps {
  open: boolean;
  name: string;
  onLogin: () => void;
}

/** 'Signup Successful' with a welcome naming the shop and the user; its only way on is Login. */
export function SignupSuccessDialog({ open, name, onLogin }: SignupSuccessDialogProps) {
  return (
    <Modal
      open={open}
      title={AUTH_MESSAGES.signup.successTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onLogin}>
          Login
        </Button>
      }
    >
      <p>{AUTH_MESSAGES.signup.welcome(STORE_INFO.name, name)}</p>
    </Modal>
  );
}
