import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import CoffeeOutlined from '@ant-design/icons-svg/es/asn/CoffeeOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import RestOutlined from '@ant-design/icons-svg/es/asn/RestOutlined';
import SkinOutlined from '@ant-design/icons-svg/es/asn/SkinOutlined';
import TagOutlined from '@ant-design/icons-svg/es/asn/TagOutlined';
import { Icon } from '@/shared/ui/icon';

export interface CategoryStyle {
  icon: ReactNode;
  color: string;
}

/** Icon and colour per product category; shared by filter buttons and image placeholders. Each colour carries
 * white tag text at 4.5:1 or more (WCAG AA). */
const CATEGORY_STYLES: Record<string, CategoryStyle> = {
  All: { icon: <Icon svg={AppstoreOutlined} />, color: '#b04e1c' },
  Food: { icon: <Icon svg={RestOutlined} />, color: '#a16207' },
  Toys: { icon: <Icon svg={GiftOutlined} />, color: '#be185d' },
  Supplements: { icon: <Icon svg={MedicineBoxOutlined} />, color: '#047857' },
  Accessories: { icon: <Icon svg={SkinOutlined} />, color: '#7c3aed' },
  Belts: { icon: <Icon svg={LinkOutlined} />, color: '#2563eb' },
  'Wet Foods': { icon: <Icon svg={CoffeeOutlined} />, color: '#92400e' },
  Cage: { icon: <Icon svg={HomeOutlined} />, color: '#0f766e' },
};

const FALLBACK: CategoryStyle = { icon: <Icon svg={TagOutlined} />, color: '#6b7280' };

export function categoryStyle(category: string): CategoryStyle {
  return CATEGORY_STYLES[category] ?? FALLBACK;
}
