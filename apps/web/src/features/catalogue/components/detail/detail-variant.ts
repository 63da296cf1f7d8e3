import type { CatalogueTexts } from '../../catalogue-messages';

/** What differs between a product's page and a vaccine's page. */
export interface DetailVariant {
  tabs: Record<'description' | 'details' | 'ingredients' | 'recommended', string>;
  similarTitle: string;
}

export function detailVariants({
  detail,
  vaccineDetail,
}: CatalogueTexts): Record<'product' | 'vaccine', DetailVariant> {
  return {
    product: { tabs: detail.tabs, similarTitle: detail.similarTitle },
    vaccine: { tabs: vaccineDetail.tabs, similarTitle: vaccineDetail.similarTitle },
  };
}
