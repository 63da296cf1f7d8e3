import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

const { detail, vaccineDetail } = CATALOGUE_MESSAGES;

/** What differs between a product's page and a vaccine's page. */
export interface DetailVariant {
  tabs: Record<'description' | 'details' | 'ingredients' | 'recommended', string>;
  similarTitle: string;
}

export const DETAIL_VARIANTS: Record<'product' | 'vaccine', DetailVariant> = {
  product: {
    tabs: detail.tabs,
    similarTitle: detail.similarTitle,
  },
  vaccine: {
    tabs: vaccineDetail.tabs,
    similarTitle: vaccineDetail.similarTitle,
  },
};
