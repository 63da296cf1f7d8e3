import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useCheckoutTexts } from '../checkout-messages';
import type { DeliveryDetails } from '../checkout-types';
import { isAcceptablePhoneInput } from '../utils/checkout-rules';

export interface ContactStepProps {
  details: DeliveryDetails;
  onChange: (changes: Partial<DeliveryDetails>) => void;
}

/** Step 1: name and phone. The phone field takes digits only, at most 10, and says so when refused. */
export function ContactStep({ details, onChange }: ContactStepProps) {
  const TEXT = useCheckoutTexts();
  const [phoneRefused, setPhoneRefused] = useState(false);

  return (
    <>
      <Form.Item label={TEXT.fields.name} htmlFor="checkout-name" required>
        <Input
          id="checkout-name"
          size="large"
          autoComplete="name"
          prefix={<UserOutlined aria-hidden />}
          value={details.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={TEXT.fields.phone}
        htmlFor="checkout-phone"
        required
        validateStatus={phoneRefused ? 'warning' : undefined}
        help={phoneRefused ? <span id="checkout-phone-help">{TEXT.phoneInput}</span> : undefined}
        extra={<span id="checkout-phone-extra">{TEXT.fields.phoneExtra}</span>}
      >
        <Input
          id="checkout-phone"
          size="large"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-describedby={phoneRefused ? 'checkout-phone-help' : 'checkout-phone-extra'}
          prefix={<PhoneOutlined aria-hidden />}
          value={details.phoneNumber}
          onChange={(event) => {
            const value = event.target.value;
            const acceptable = isAcceptablePhoneInput(value);
            setPhoneRefused(!acceptable);
            if (acceptable) onChange({ phoneNumber: value });
          }}
        />
      </Form.Item>
    </>
  );
}
