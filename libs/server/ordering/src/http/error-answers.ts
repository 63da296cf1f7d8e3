import { ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import { errorAnswer, type ErrorAnswer } from '@kukur/server-kernel';

/** An order that is not there: a malformed or unknown id, or (for a customer) another's or a deleted one. */
export const ORDER_NOT_FOUND = errorAnswer(
  404,
  ORDERING_ERROR_CODES.ORDER_NOT_FOUND,
  ORDERING_MESSAGES.orderNotFound,
);

/** Placing an order: the cart against the customer's account, the shop's stock and its rules. */
export const ORDER_EMAIL_MISMATCH = errorAnswer(
  403,
  ORDERING_ERROR_CODES.EMAIL_MISMATCH,
  ORDERING_MESSAGES.emailMismatch,
);
export const VACCINE_NOT_ORDERABLE = errorAnswer(
  400,
  ORDERING_ERROR_CODES.VACCINE_NOT_ORDERABLE,
  ORDERING_MESSAGES.vaccineNotOrderable(['Rabies Vaccine']),
);
export const QUANTITY_LIMIT = errorAnswer(
  400,
  ORDERING_ERROR_CODES.QUANTITY_LIMIT,
  ORDERING_MESSAGES.quantityLimit('Himalayan Yak Chew Large'),
);
export const ZERO_TOTAL = errorAnswer(400, ORDERING_ERROR_CODES.ZERO_TOTAL, ORDERING_MESSAGES.zeroTotal);
export const OUT_OF_STOCK = errorAnswer(
  409,
  ORDERING_ERROR_CODES.OUT_OF_STOCK,
  ORDERING_MESSAGES.outOfStock(['Himalayan Yak Chew Large']),
  {
    products: [
      { productId: '0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11', name: 'Himalayan Yak Chew Large', available: 1 },
    ],
  },
);
export const PRODUCT_UNAVAILABLE = errorAnswer(
  409,
  ORDERING_ERROR_CODES.PRODUCT_UNAVAILABLE,
  ORDERING_MESSAGES.productUnavailable(1),
  { productIds: ['0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11'] },
);
/** MAX_UNPAID_ORDERS_PER_CUSTOMER (5) unpaid orders; retry after UNPAID_ORDER_GRACE_MINUTES (60). */
export const TOO_MANY_UNPAID_ORDERS = errorAnswer(
  429,
  ORDERING_ERROR_CODES.TOO_MANY_UNPAID_ORDERS,
  ORDERING_MESSAGES.tooManyUnpaidOrders(5, 60),
  { retryAfterSeconds: 3600 },
);

export const PLACE_ORDER_ANSWERS: ErrorAnswer[] = [
  VACCINE_NOT_ORDERABLE,
  QUANTITY_LIMIT,
  ZERO_TOTAL,
  ORDER_EMAIL_MISMATCH,
  OUT_OF_STOCK,
  PRODUCT_UNAVAILABLE,
  TOO_MANY_UNPAID_ORDERS,
];

/** Changing an order that is past the step asked for; `status` is the order's current one. */
export const NOT_CANCELLABLE = errorAnswer(
  409,
  ORDERING_ERROR_CODES.NOT_CANCELLABLE,
  ORDERING_MESSAGES.onlyPendingCancellable,
  { status: 'Approved' },
);
export const NOT_DELETABLE = errorAnswer(
  409,
  ORDERING_ERROR_CODES.NOT_DELETABLE,
  ORDERING_MESSAGES.approvedNotDeletable,
  { status: 'Approved' },
);
export const ILLEGAL_TRANSITION = errorAnswer(
  409,
  ORDERING_ERROR_CODES.ILLEGAL_TRANSITION,
  ORDERING_MESSAGES.illegalTransition('Completed', 'Cancelled'),
  { status: 'Completed' },
);

/** A customer asking for another customer's order history. */
export const OTHERS_ORDERS = errorAnswer(
  403,
  ORDERING_ERROR_CODES.EMAIL_MISMATCH,
  ORDERING_MESSAGES.othersOrders,
);
