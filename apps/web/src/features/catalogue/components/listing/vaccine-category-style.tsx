import CloudOutlined from '@ant-design/icons-svg/es/asn/CloudOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { type CategoryStyle, categoryStyle } from '@/shared/catalogue';
import { Icon } from '@/shared/ui/icon';
import { ALL_VACCINES_OPTION } from './category-options';

const VACCINE_STYLES: Record<string, CategoryStyle> = {
  [ALL_VACCINES_OPTION]: { icon: <Icon svg={MedicineBoxOutlined} />, color: '#b04e1c' },
  'Core Vaccine': { icon: <Icon svg={SafetyCertificateOutlined} />, color: '#1f6f68' },
  'Non-Core Vaccine': { icon: <Icon svg={ExperimentOutlined} />, color: '#7c3aed' },
  'Seasonal Vaccines': { icon: <Icon svg={CloudOutlined} />, color: '#2563eb' },
};

/** Icon and colour of a vaccine category button; other categories keep the shop's styles. */
export function vaccineCategoryStyle(category: string): CategoryStyle {
  return VACCINE_STYLES[category] ?? categoryStyle(category);
}
