import { MAX_QUANTITY_PER_PRODUCT } from '@kukur/contracts';
import { formatPrice } from '@/shared/format';

/**
 * Every text of the cart. Quoted ones are verbatim from the specs (storefront: Cart, toasts, error
 * catalogue "Cart limit"); the summary follows the shop's one price rule: shipping free, total = subtotal.
 */
export const CART_MESSAGES = {
  addedTitle: 'Product Added',
  added: (name: string) => `"${name}" has been added to your cart.`,
  limitTitle: 'Maximum Limit Reached',
  limit: (name: string) => `You can only add up to ${MAX_QUANTITY_PER_PRODUCT} of ${name}.`,
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

  summaryTitle: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingFree: 'Free',
  total: 'Total',
  proceed: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  blocked: 'Some items cannot be ordered right now. Remove them or lower their quantity to check out.',

  emptyTitle: 'Your cart is empty',
  emptyHint: 'Treats, toys and everything else your dog loves are waiting for you.',
  browseProducts: 'Browse Products',
} as const;
