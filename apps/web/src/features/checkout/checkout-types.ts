import type { DeliveryCity } from '@kukur/contracts';

/** Who is checking out, as far as checkout needs to know: the session's user, whose details pre-fill the form. */
export interface CheckoutUser {
  name?: string | null;
  displayName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  city?: string | null;
  colony?: string | null;
}

/** A cart line as checkout shows and orders it. */
export interface CheckoutLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  /** Why the line cannot be ordered right now (no longer sold, out of stock); null when it can. */
  problem: string | null;
}

/** What the customer fills in: contact (step 1) and delivery address (step 2). */
export interface DeliveryDetails {
  name: string;
  phoneNumber: string;
  city: DeliveryCity | '';
  colony: string;
  orderNotes: string;
}

/** The order checkout asks the shop to place. */
export interface CheckoutOrderRequest {
  customer: {
    name: string;
    phoneNumber: string;
    city: DeliveryCity;
    colony: string;
    orderNotes?: string;
  };
  products: { productId: string; quantity: number }[];
  userEmail: string;
}

/** Why the shop did not place the order, as far as checkout tells the customer. */
export interface OrderFailure {
  kind: 'no-response' | 'refused' | 'unexpected';
  status: number | null;
  message: string | null;
  missingFields: string[];
}

/** How placing went: placed (the caller has moved the customer on), or why not. */
export type PlaceOrderOutcome = { placed: true } | { placed: false; failure: OrderFailure };

/** What else the customer chose at checkout: keep the delivery details on the account for next time. */
export interface PlaceOrderOptions {
  saveDetails: boolean;
}

export type PlaceOrder = (
  request: CheckoutOrderRequest,
  options: PlaceOrderOptions,
) => Promise<PlaceOrderOutcome>;
