import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { useState } from 'react';
import { Icon } from '@/shared/ui/icon';
import { useAuthTexts } from '../auth-messages';
import { AuthField, type AuthFieldProps } from './auth-field';

export type PasswordFieldProps = Omit<AuthFieldProps, 'icon' | 'suffix' | 'type'>;

/** A password field with a button that shows or hides what was typed (as antd's Input.Password). */
export function PasswordField(props: PasswordFieldProps) {
  const TEXT = useAuthTexts();
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      icon={<Icon svg={LockOutlined} />}
      suffix={
        <button
          type="button"
          className="auth-field__toggle"
          aria-label={visible ? TEXT.fields.hidePassword : TEXT.fields.showPassword}
          aria-pressed={visible}
          disabled={props.disabled}
          // Keeps the focus (and the caret) in the field when the button is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <Icon svg={EyeOutlined} /> : <Icon svg={EyeInvisibleOutlined} />}
        </button>
      }
    />
  );
}
