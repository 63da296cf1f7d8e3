import { VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import type { StockRefusal } from '@kukur/server-catalogue';
import { AppError, ConflictError } from '@kukur/server-kernel';

/** How a booking tells its customer why a vaccine's doses could not be held. */
export function stockRefusalError(refusal: StockRefusal): AppError {
  switch (refusal.reason) {
    case 'wrong-kind':
      return new AppError(
        VACCINATION_ERROR_CODES.NOT_A_VACCINE,
        VACCINATION_MESSAGES.notAVaccine(refusal.names),
        400,
      );
    case 'unavailable':
      return new ConflictError(
        VACCINATION_ERROR_CODES.VACCINE_UNAVAILABLE,
        VACCINATION_MESSAGES.vaccineNoLongerOffered,
        { productIds: refusal.productIds },
      );
    case 'out-of-stock':
      return new ConflictError(
        VACCINATION_ERROR_CODES.VACCINE_UNAVAILABLE,
        VACCINATION_MESSAGES.vaccineUnavailable(refusal.products.map((product) => product.name)),
        { products: refusal.products },
      );
  }
}
