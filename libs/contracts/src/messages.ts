/** Texts the spec quotes, shared by server answers and web screens. */
export const MESSAGES = {
  newsletter: {
    emailRequired: 'Email is required',
    invalidEmail: 'Please enter a valid email address',
    subscribed: 'Successfully subscribed!',
    failed: 'Failed to subscribe. Please try again.',
  },
  catalogue: {
    productsLoadFailed: 'Failed to load products.',
    productLoadFailed: 'Failed to load product details. Please try again later.',
    productNotFound: 'Product not found',
  },
  common: {
    notFound: 'Page not found',
  },
} as const;
