import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { formRule } from '@/shared/lib';
import { validateEmail } from '../utils/validators';

/** The e-mail field of the account forms, checked with the spec's rules before any request. */
export function EmailField() {
  return (
    <Form.Item label="Email" name="email" rules={[formRule(validateEmail)]}>
      <Input
        type="email"
        size="large"
        autoComplete="email"
        prefix={<MailOutlined aria-hidden />}
        placeholder="you@example.com"
      />
    </Form.Item>
  );
}
