/**
 * The About page's cards, in their order (services spec "About page": what the shop offers, the new-customer
 * offer, partners). Their texts are the `info` catalogue's "about" (locales/<lang>/info.json).
 */
export const ABOUT_REASONS = ['brands', 'onePlace', 'prices', 'help'] as const;
export const ABOUT_SERVICES = ['food', 'toys', 'accessories'] as const;
