import { SPECIAL_INSTRUCTIONS_MAX_LENGTH } from '@kukur/contracts';
import { Form, Input } from 'antd';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface SpecialInstructionsFieldProps {
  value: string;
  onChange: (value: string) => void;
  idPrefix: string;
}

/** Optional notes for the vet. */
export function SpecialInstructionsField({ value, onChange, idPrefix }: SpecialInstructionsFieldProps) {
  const texts = useVaccinationTexts().fields;
  return (
    <Form.Item label={texts.specialInstructions} htmlFor={`${idPrefix}-instructions`}>
      <Input.TextArea
        id={`${idPrefix}-instructions`}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
        showCount
        placeholder={texts.specialInstructionsPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
