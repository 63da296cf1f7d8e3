import {
  CloudOutlined,
  ExperimentOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { type CategoryStyle, categoryStyle } from '@/shared/catalogue';
import { ALL_VACCINES_OPTION } from './category-options';

const VACCINE_STYLES: Record<string, CategoryStyle> = {
  [ALL_VACCINES_OPTION]: { icon: <MedicineBoxOutlined aria-hidden />, color: '#b04e1c' },
  'Core Vaccine': { icon: <SafetyCertificateOutlined aria-hidden />, color: '#1f6f68' },
  'Non-Core Vaccine': { icon: <ExperimentOutlined aria-hidden />, color: '#7c3aed' },
  'Seasonal Vaccines': { icon: <CloudOutlined aria-hidden />, color: '#2563eb' },
};

/** Icon and colour of a vaccine category button; other categories keep the shop's styles. */
export function vaccineCategoryStyle(category: string): CategoryStyle {
  return VACCINE_STYLES[category] ?? categoryStyle(category);
}
