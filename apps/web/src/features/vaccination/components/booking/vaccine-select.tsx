import { Alert, Form, Select } from 'antd';
import { useBookableVaccines } from '../../api/get-bookable-vaccines';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface VaccineSelectProps {
  value: string | null;
  onChange: (vaccineId: string) => void;
  idPrefix: string;
}

/** The vaccine to give, from the shop's vaccines with their prices; one without stock cannot be chosen. */
export function VaccineSelect({ value, onChange, idPrefix }: VaccineSelectProps) {
  const all = useVaccinationTexts();
  const texts = all.fields;
  const vaccines = useBookableVaccines();
  if (vaccines.isError) return <Alert type="error" showIcon title={texts.vaccinesLoadFailed} />;
  return (
    <Form.Item label={texts.vaccine} htmlFor={`${idPrefix}-vaccine`} required>
      <Select
        id={`${idPrefix}-vaccine`}
        size="large"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={texts.vaccinePlaceholder}
        loading={vaccines.isPending}
        value={value ?? undefined}
        onChange={(id: string) => onChange(id)}
        options={(vaccines.data ?? []).map((vaccine) => {
          const available = vaccine.stock > 0;
          const label = `${vaccine.name} · ${all.format.price(vaccine.price)}`;
          return {
            value: vaccine.id,
            label: available ? label : texts.vaccineUnavailable(vaccine.name),
            disabled: !available,
          };
        })}
      />
    </Form.Item>
  );
}
