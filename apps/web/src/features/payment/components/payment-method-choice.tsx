import { Radio } from 'antd';
import type { PaymentMethod } from '../api/payment-types';
import { usePaymentTexts } from '../payment-messages';

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

/** Khalti (the default) or cash on delivery, each with a line on what happens next. */
export function PaymentMethodChoice({ value, onChange, disabled }: PaymentMethodChoiceProps) {
  const PAYMENT_TEXT = usePaymentTexts();
  const options: readonly { value: PaymentMethod; label: string; hint: string }[] = [
    { value: 'khalti', label: PAYMENT_TEXT.common.khalti, hint: PAYMENT_TEXT.page.khaltiHint },
    { value: 'cod', label: PAYMENT_TEXT.common.cashOnDelivery, hint: PAYMENT_TEXT.page.cashOnDeliveryHint },
  ];
  return (
    <Radio.Group
      className="payment-methods"
      aria-labelledby="payment-method-title"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as PaymentMethod)}
    >
      {options.map((option) => (
        <div key={option.value} className="payment-methods__option">
          <Radio value={option.value} aria-describedby={`payment-method-${option.value}-hint`}>
            <span className="payment-methods__label">{option.label}</span>
          </Radio>
          <p className="payment-methods__hint" id={`payment-method-${option.value}-hint`}>
            {option.hint}
          </p>
        </div>
      ))}
    </Radio.Group>
  );
}
