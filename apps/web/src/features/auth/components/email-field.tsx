import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { formRule } from '@/shared/lib';
import { useAuthTexts } from '../auth-messages';
import { validateEmail } from '../utils/validators';

/** The e-mail field of the account forms, checked with the spec's rules before any request. */
export function EmailField() {
  const TEXT = useAuthTexts();
  return (
    <Form.Item
      label={TEXT.fields.email}
      name="email"
      rules={[formRule((value) => validateEmail(value, TEXT))]}
    >
      <Input
        type="email"
        size="large"
        autoComplete="email"
        prefix={<MailOutlined aria-hidden />}
        placeholder={TEXT.fields.emailPlaceholder}
      />
    </Form.Item>
  );
}
