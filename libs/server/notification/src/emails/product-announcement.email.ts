import { VACCINE_CATEGORIES } from '@kukur/contracts';
import type { AnnouncedProduct } from '../domain/events/product-announced.event';

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
          price: `Rs ${RUPEES.format(product.price)}`,
          oldPrice: product.oldPrice != null ? `Rs ${RUPEES.format(product.oldPrice)}` : null,
          discount: product.discount,
          image: product.image,
          path: `/${isVaccine ? 'vaccination' : 'products'}/${product.id}`,
        },
      },
    ];
  },
};
