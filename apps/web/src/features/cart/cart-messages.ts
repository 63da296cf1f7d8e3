import { MAX_QUANTITY_PER_PRODUCT, ORDERING_MESSAGES } from '@kukur/contracts';
import { formatPrice } from '@/shared/format';
import type { CartLineProblem } from './cart-item';

/**
 * Every text of the cart. Quoted ones are verbatim from the specs (storefront: Cart, toasts, error
 * catalogue "Cart limit", through @kukur/contracts); the summary's own words are the shared ORDER_TEXT.
 */
export const CART_MESSAGES = {
  addedTitle: 'Product Added',
  added: (name: string) => `"${name}" has been added to your cart.`,
  limitTitle: 'Maximum Limit Reached',
  limit: ORDERING_MESSAGES.quantityLimit,
  vaccineRefusedTitle: 'Vaccines are booked, not shipped',
  vaccineRefused: (name: string) =>
    `"${name}" is given by our vets at a vaccination centre, so it cannot go in the cart. Book an appointment on its page instead; you pay at the centre.`,
  bookAppointment: 'Book an appointment',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to complete this action.',

  title: 'Shopping Cart',
  itemsTitle: 'Items in your cart',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  refreshing: 'Checking current prices and stock...',
  unitPrice: (price: number) => `${formatPrice(price)} each`,
  lineTotal: 'Line total',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  quantity: (name: string) => `Quantity of ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from cart`,
  maxPerOrder: `Max ${MAX_QUANTITY_PER_PRODUCT} per order`,
  problems: {
    gone: 'No longer available',
    outOfStock: 'Out of stock',
    short: (available: number) => `Only ${available} left in stock`,
  },

  proceed: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  blocked: 'Some items cannot be ordered right now. Remove them or lower their quantity to check out.',

  vaccineLines: {
    title: 'Vaccines to book instead',
    lead: 'These vaccines were saved in your cart earlier. A vaccine is given by our vets at a vaccination centre and is not part of an order, so they are left out of checkout.',
    bookInstead: 'Book an appointment instead',
    bookInsteadLabel: (name: string) => `Book an appointment for ${name} instead`,
  },

  emptyTitle: 'Your cart is empty',
  emptyHint: 'Treats, toys and everything else your dog loves are waiting for you.',
  browseProducts: 'Browse Products',
} as const;

/** The text of a line's problem (storefront spec's low-stock wording for a short line). */
export function lineProblemText(problem: CartLineProblem): string {
  switch (problem.kind) {
    case 'gone':
      return CART_MESSAGES.problems.gone;
    case 'out-of-stock':
      return CART_MESSAGES.problems.outOfStock;
    case 'short':
      return CART_MESSAGES.problems.short(problem.available);
  }
}
