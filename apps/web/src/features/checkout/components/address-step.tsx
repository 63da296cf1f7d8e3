import { DELIVERY_CITIES, ORDER_NOTES_MAX_LENGTH } from '@kukur/contracts';
import { Form, Input, Radio } from 'antd';
import { useCheckoutTexts } from '../checkout-messages';
import type { DeliveryDetails } from '../checkout-types';

export interface AddressStepProps {
  details: DeliveryDetails;
  onChange: (changes: Partial<DeliveryDetails>) => void;
}

/** Step 2: the city (Kathmandu, Bhaktapur or Lalitpur), the colony and optional order notes. */
export function AddressStep({ details, onChange }: AddressStepProps) {
  const TEXT = useCheckoutTexts();
  return (
    <>
      <Form.Item label={<span id="checkout-city-label">{TEXT.fields.city}</span>} required>
        <Radio.Group
          aria-labelledby="checkout-city-label"
          optionType="button"
          buttonStyle="solid"
          size="large"
          options={DELIVERY_CITIES.map((city) => ({ label: TEXT.city(city), value: city }))}
          value={details.city || undefined}
          onChange={(event) => {
            const city = DELIVERY_CITIES.find((candidate) => candidate === event.target.value);
            if (city) onChange({ city });
          }}
        />
      </Form.Item>
      <Form.Item label={TEXT.fields.colony} htmlFor="checkout-colony" required>
        <Input
          id="checkout-colony"
          size="large"
          autoComplete="address-line1"
          placeholder={TEXT.fields.colonyPlaceholder}
          value={details.colony}
          onChange={(event) => onChange({ colony: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={TEXT.fields.notes} htmlFor="checkout-notes">
        <Input.TextArea
          id="checkout-notes"
          rows={3}
          maxLength={ORDER_NOTES_MAX_LENGTH}
          showCount
          placeholder={TEXT.fields.notesPlaceholder}
          value={details.orderNotes}
          onChange={(event) => onChange({ orderNotes: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
