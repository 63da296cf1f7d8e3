import { ORDERING_MESSAGES } from '@kukur/contracts';

/**
 * Every text of checkout. The validation alerts and the order error catalogue are verbatim from the
 * storefront spec (sections 5 and 8, through @kukur/contracts); the summary's own words are the shared
 * ORDER_TEXT.
 */
export const CHECKOUT_MESSAGES = {
  title: 'Checkout',
  breadcrumb: { label: 'Breadcrumb', home: 'Home', cart: 'Cart', checkout: 'Checkout' },
  backToCart: 'Back to Cart',
  progressLabel: 'Checkout progress',
  steps: ['Contact', 'Address', 'Review'] as const,
  stepHeading: (step: number, title: string) => `Step ${step} of 3: ${title}`,
  stepTitles: {
    contact: 'Contact Information',
    address: 'Delivery Address',
    review: 'Review Your Order',
  },

  fields: {
    name: 'Full Name',
    phone: 'Phone Number',
    phoneExtra: '10 digits, numbers only',
    city: 'City',
    colony: 'Colony / Area',
    colonyPlaceholder: 'e.g. Baneshwor, near the temple',
    notes: 'Order Notes (optional)',
    notesPlaceholder: 'Anything the delivery person should know',
  },

  next: 'Next',
  back: 'Back',
  edit: 'Edit',
  editContact: 'Edit contact information',
  editAddress: 'Edit delivery address',
  placeOrder: 'Place Order',
  contactTitle: 'Contact',
  addressTitle: 'Delivery Address',
  notesTitle: 'Order Notes',
  noItems: 'No items in your cart.',
  saveDetails: 'Save these details for next time',
  saveDetailsExtra:
    'Your phone, city and colony fill in the next checkout. Change them any time in Edit Profile.',

  contactRequired: ORDERING_MESSAGES.contactRequired,
  phoneFormat: ORDERING_MESSAGES.phoneFormat,
  phoneInput: ORDERING_MESSAGES.phoneInput,
  addressRequired: ORDERING_MESSAGES.addressRequired,
  loginRequired: ORDERING_MESSAGES.loginRequired,
  emailUnavailable: ORDERING_MESSAGES.emailUnavailable,
  emptyCart: ORDERING_MESSAGES.emptyCart,
  zeroTotal: ORDERING_MESSAGES.zeroTotal,
  fieldsRequired: ORDERING_MESSAGES.fieldsRequired,
  unavailableItems: 'Some items in your cart cannot be ordered right now. Please update your cart first.',

  missingFields: (fields: readonly string[]) => `Missing fields: ${fields.join(', ')}`,
  serverError: (message: string) => `Error: ${message}`,
  noResponse: ORDERING_MESSAGES.noResponse,
  placeFailed: ORDERING_MESSAGES.placeFailed,
  status: (status: number) => `Status ${status}`,
} as const;
