import { DOG_BREED_MAX_LENGTH, DOG_NAME_MAX_LENGTH, type DogBehaviour } from '@kukur/contracts';
import { Form, Input, Radio } from 'antd';
import type { BookingForm } from '../../utils/booking-form';
import { useVaccinationTexts } from '../../vaccination-texts';

export type DogValues = Pick<BookingForm, 'dogName' | 'dogBreed' | 'dogBehaviour'>;

export interface DogFieldsProps {
  values: DogValues;
  onChange: (changes: Partial<DogValues>) => void;
  idPrefix: string;
}

/** The dog: name, breed and how it behaves with strangers (the vet prepares for an aggressive dog). */
export function DogFields({ values, onChange, idPrefix }: DogFieldsProps) {
  const all = useVaccinationTexts();
  const texts = all.fields;
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <Form.Item label={texts.dogName} htmlFor={id('dog-name')} required>
        <Input
          id={id('dog-name')}
          size="large"
          autoComplete="off"
          maxLength={DOG_NAME_MAX_LENGTH}
          value={values.dogName}
          onChange={(event) => onChange({ dogName: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={texts.dogBreed} htmlFor={id('dog-breed')} required>
        <Input
          id={id('dog-breed')}
          size="large"
          autoComplete="off"
          maxLength={DOG_BREED_MAX_LENGTH}
          placeholder={texts.dogBreedPlaceholder}
          value={values.dogBreed}
          onChange={(event) => onChange({ dogBreed: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={<span id={id('dog-behaviour-label')}>{texts.dogBehaviour}</span>} required>
        <Radio.Group
          className="booking-choice"
          optionType="button"
          buttonStyle="solid"
          aria-labelledby={id('dog-behaviour-label')}
          value={values.dogBehaviour}
          onChange={(event) => onChange({ dogBehaviour: event.target.value as DogBehaviour })}
          options={all.behaviours}
        />
      </Form.Item>
    </>
  );
}
