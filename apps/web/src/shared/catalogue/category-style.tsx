import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  CoffeeOutlined,
  GiftOutlined,
  HomeOutlined,
  LinkOutlined,
  MedicineBoxOutlined,
  RestOutlined,
  SkinOutlined,
  TagOutlined,
} from '@ant-design/icons';

export interface CategoryStyle {
  icon: ReactNode;
  color: string;
}

/** Icon and colour per product category; shared by filter buttons and image placeholders. Each colour carries
 * white tag text at 4.5:1 or more (WCAG AA). */
const CATEGORY_STYLES: Record<string, CategoryStyle> = {
  All: { icon: <AppstoreOutlined aria-hidden />, color: '#b04e1c' },
  Food: { icon: <RestOutlined aria-hidden />, color: '#a16207' },
  Toys: { icon: <GiftOutlined aria-hidden />, color: '#be185d' },
  Supplements: { icon: <MedicineBoxOutlined aria-hidden />, color: '#047857' },
  Accessories: { icon: <SkinOutlined aria-hidden />, color: '#7c3aed' },
  Belts: { icon: <LinkOutlined aria-hidden />, color: '#2563eb' },
  'Wet Foods': { icon: <CoffeeOutlined aria-hidden />, color: '#92400e' },
  Cage: { icon: <HomeOutlined aria-hidden />, color: '#0f766e' },
};

const FALLBACK: CategoryStyle = { icon: <TagOutlined aria-hidden />, color: '#6b7280' };

export function categoryStyle(category: string): CategoryStyle {
  return CATEGORY_STYLES[category] ?? FALLBACK;
}
