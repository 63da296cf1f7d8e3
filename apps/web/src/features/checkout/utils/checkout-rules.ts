import { DELIVERY_CITIES, type DeliveryCity, isValidEmail, PHONE_PATTERN } from '@kukur/contracts';
import { subtotalOf } from '@/shared/orders';
import type { CheckoutTexts } from '../checkout-messages';
import type {
  CheckoutLine,
  CheckoutOrderRequest,
  CheckoutUser,
  DeliveryDetails,
  OrderFailure,
} from '../checkout-types';

const PHONE_INPUT = /^\d{0,10}$/;

/** What the phone input accepts while typing: digits only, at most 10 (storefront spec, checkout step 1). */
export function isAcceptablePhoneInput(value: string): boolean {
  return PHONE_INPUT.test(value);
}

function isDeliveryCity(value: string | null | undefined): value is DeliveryCity {
  return DELIVERY_CITIES.some((city) => city === value);
}

/** The form pre-filled from the user's profile: name, phone, city and colony, where usable. */
export function prefillDetails(user: CheckoutUser | null): DeliveryDetails {
  const phone = user?.phoneNumber?.trim() ?? '';
  const city = user?.city;
  return {
    name: user?.name || user?.displayName || '',
    phoneNumber: isAcceptablePhoneInput(phone) ? phone : '',
    city: isDeliveryCity(city) ? city : '',
    colony: user?.colony ?? '',
    orderNotes: '',
  };
}

const blank = (value: string) => value.trim() === '';

/** Whether the account has delivery details saved (phone, city and colony) for checkout to start from. */
export function hasSavedDetails(user: CheckoutUser | null): boolean {
  return Boolean(user?.phoneNumber?.trim() && user.city?.trim() && user.colony?.trim());
}

/** Step 1: name and phone required; the phone exactly 10 digits. */
export function contactProblem({ name, phoneNumber }: DeliveryDetails, TEXT: CheckoutTexts): string | null {
  if (blank(name) || blank(phoneNumber)) return TEXT.contactRequired;
  if (!PHONE_PATTERN.test(phoneNumber)) return TEXT.phoneFormat;
  return null;
}

/** Step 2: city and colony required. */
export function addressProblem({ city, colony }: DeliveryDetails, TEXT: CheckoutTexts): string | null {
  return city === '' || blank(colony) ? TEXT.addressRequired : null;
}

export interface PlaceOrderCheck {
  user: CheckoutUser | null;
  lines: readonly CheckoutLine[];
  details: DeliveryDetails;
}

/**
 * The order to send, or what is in the way. The spec's checks come first, in its order: logged in, an
 * e-mail, a non-empty cart, a total above zero, every required field; then no line the shop cannot sell now.
 */
export function prepareOrder(
  { user, lines, details }: PlaceOrderCheck,
  TEXT: CheckoutTexts,
): { problem: string } | { request: CheckoutOrderRequest } {
  if (!user) return { problem: TEXT.loginRequired };
  const email = user.email?.trim() ?? '';
  if (!isValidEmail(email)) return { problem: TEXT.emailUnavailable };
  if (lines.length === 0) return { problem: TEXT.emptyCart };
  if (subtotalOf(lines) === 0) return { problem: TEXT.zeroTotal };
  const { name, phoneNumber, city, colony } = details;
  if (city === '' || [name, phoneNumber, colony].some(blank)) return { problem: TEXT.fieldsRequired };
  if (lines.some((line) => line.problem !== null)) return { problem: TEXT.unavailableItems };

  const orderNotes = details.orderNotes.trim();
  return {
    request: {
      customer: {
        name: name.trim(),
        phoneNumber: phoneNumber.trim(),
        city,
        colony: colony.trim(),
        ...(orderNotes ? { orderNotes } : {}),
      },
      products: lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
      userEmail: email,
    },
  };
}

/** What to tell the customer about a failed order (storefront error catalogue, "Order"). */
export interface FailureText {
  title: string;
  detail?: string;
}

/**
 * Missing fields, else the server's message, else the generic text with the status; no answer at all
 * has its own text.
 */
export function orderFailureText(failure: OrderFailure, TEXT: CheckoutTexts): FailureText {
  if (failure.kind === 'no-response') return { title: TEXT.noResponse };
  if (failure.kind === 'refused') {
    if (failure.missingFields.length > 0) return { title: TEXT.missingFields(failure.missingFields) };
    if (failure.message) return { title: TEXT.serverError(failure.message) };
  }
  return {
    title: TEXT.placeFailed,
    ...(failure.status !== null ? { detail: TEXT.status(failure.status) } : {}),
  };
}
