import { VACCINE_CATEGORIES } from '@kukur/contracts';
import type { AnnouncedProduct } from '../domain/events/product-announced.event';
import { rupees } from './rupees';

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
          category: product.category,
          price: rupees(product.price),
          oldPrice: product.oldPrice != null ? rupees(product.oldPrice) : null,
          discount: product.discount,
          image: product.image,
          path: `/${isVaccine ? 'vaccination' : 'products'}/${product.id}`,
        },
      },
    ];
  },
};
