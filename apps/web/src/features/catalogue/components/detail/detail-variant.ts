import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

const { detail, vaccineDetail } = CATALOGUE_MESSAGES;

/** What differs between a product's page and a vaccine's page. */
export interface DetailVariant {
  tabs: Record<'description' | 'details' | 'ingredients' | 'recommended', string>;
  lowStock: (stock: number) => string;
  outOfStock: string;
  similarTitle: string;
}

export const DETAIL_VARIANTS: Record<'product' | 'vaccine', DetailVariant> = {
  product: {
    tabs: detail.tabs,
    lowStock: detail.lowStock,
    outOfStock: detail.outOfStock,
    similarTitle: detail.similarTitle,
  },
  vaccine: {
    tabs: vaccineDetail.tabs,
    lowStock: vaccineDetail.lowStock,
    outOfStock: vaccineDetail.noAppointments,
    similarTitle: vaccineDetail.similarTitle,
  },
};
