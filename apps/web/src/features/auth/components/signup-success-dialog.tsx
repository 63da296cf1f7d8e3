import { Button, Modal } from 'antd';
import { STORE_INFO } from '@/shared/config';
import { useAuthTexts } from '../auth-messages';

export interface SignupSuccessDialogProps {
  open: boolean;
  name: string;
  onLogin: () => void;
}

/** 'Signup Successful' with a welcome naming the shop and the user; its only way on is Login. */
export function SignupSuccessDialog({ open, name, onLogin }: SignupSuccessDialogProps) {
  const TEXT = useAuthTexts();
  return (
    <Modal
      open={open}
      title={TEXT.signup.successTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onLogin}>
          {TEXT.signup.login}
        </Button>
      }
    >
      <p>{TEXT.signup.welcome(STORE_INFO.name, name)}</p>
    </Modal>
  );
}
