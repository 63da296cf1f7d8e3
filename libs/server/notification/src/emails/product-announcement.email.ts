import { VACCINE_CATEGORIES } from '@kukur/contracts';
import type { AnnouncedProduct } from '../domain/events/product-announced.event';

/** The announcement of a product: the same e-mail for every recipient, rendered once per batch. */
export const productAnnouncementEmail = {
  template: 'product-announcement',
  build: ({ product }: { product: AnnouncedProduct }) => {
    const isVaccine = (VACCINE_CATEGORIES as readonly string[]).includes(product.category);
    return [
      {
        subject: 'New at {{shopName}}: {{name}}',
        context: {
          name: product.name,
          description: product.description,
          nameNe: product.nameNe ?? null,
          descriptionNe: product.descriptionNe ?? null,
          category: product.category,
          price: product.price,
          oldPrice: product.oldPrice,
          discount: product.discount,
          image: product.image,
          path: `/${isVaccine ? 'vaccination' : 'products'}/${product.id}`,
        },
      },
    ];
  },
};
