import { ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import type { StockRefusal } from '@kukur/server-catalogue';
import { AppError, ConflictError } from '@kukur/server-kernel';

/** How an order tells its customer why the stock could not be taken. */
export function stockRefusalError(refusal: StockRefusal): AppError {
  switch (refusal.reason) {
    case 'wrong-kind':
      return new AppError(
        ORDERING_ERROR_CODES.VACCINE_NOT_ORDERABLE,
        ORDERING_MESSAGES.vaccineNotOrderable(refusal.names),
        400,
      );
    case 'unavailable':
      return new ConflictError(
        ORDERING_ERROR_CODES.PRODUCT_UNAVAILABLE,
        ORDERING_MESSAGES.productUnavailable(refusal.productIds.length),
        { productIds: refusal.productIds },
      );
    case 'out-of-stock':
      return new ConflictError(
        ORDERING_ERROR_CODES.OUT_OF_STOCK,
        ORDERING_MESSAGES.outOfStock(refusal.products.map((product) => product.name)),
        { products: refusal.products },
      );
  }
}
