import { EnvironmentOutlined, HomeOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, PATIENT_NAME_MAX_LENGTH } from '@kukur/contracts';
import { Form, Input } from 'antd';
import type { BookingForm } from '../../utils/booking-form';
import { useVaccinationTexts } from '../../vaccination-texts';

export type OwnerValues = Pick<BookingForm, 'name' | 'phoneNumber' | 'city' | 'address'>;

export interface OwnerFieldsProps {
  values: OwnerValues;
  onChange: (changes: Partial<OwnerValues>) => void;
  /** Prefixes the field ids, so the wizard and the dialog keep unique labels. */
  idPrefix: string;
}

/** The dog's owner: name, phone, city and address, prefilled from the profile by the caller. */
export function OwnerFields({ values, onChange, idPrefix }: OwnerFieldsProps) {
  const texts = useVaccinationTexts().fields;
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <Form.Item
        label={texts.patientName}
        htmlFor={id('name')}
        required
        extra={<span id={id('name-extra')}>{texts.patientNameExtra}</span>}
      >
        <Input
          id={id('name')}
          size="large"
          autoComplete="name"
          maxLength={PATIENT_NAME_MAX_LENGTH}
          aria-describedby={id('name-extra')}
          prefix={<UserOutlined aria-hidden />}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={texts.phoneNumber}
        htmlFor={id('phone')}
        required
        extra={<span id={id('phone-extra')}>{texts.phoneExtra}</span>}
      >
        <Input
          id={id('phone')}
          size="large"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-describedby={id('phone-extra')}
          prefix={<PhoneOutlined aria-hidden />}
          value={values.phoneNumber}
          onChange={(event) => onChange({ phoneNumber: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={texts.city} htmlFor={id('city')} required>
        <Input
          id={id('city')}
          size="large"
          autoComplete="address-level2"
          maxLength={CITY_MAX_LENGTH}
          prefix={<EnvironmentOutlined aria-hidden />}
          value={values.city}
          onChange={(event) => onChange({ city: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={texts.address} htmlFor={id('address')} required>
        <Input
          id={id('address')}
          size="large"
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_LENGTH}
          placeholder={texts.addressPlaceholder}
          prefix={<HomeOutlined aria-hidden />}
          value={values.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
