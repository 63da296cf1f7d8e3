import type { components } from '@/shared/api/schema';

/** An order as the payment screens read it (the API's OrderDto). */
export type PaymentOrder = components['schemas']['OrderDto'];
/** A started Khalti payment: where to send the browser. */
export type InitiatedPayment = components['schemas']['InitiatedPaymentDto'];
/** What the server found when it looked a Khalti payment up. */
export type VerifiedPayment = components['schemas']['VerifiedPaymentDto'];
/** The outcome of a verification: paid, already-paid, pending, canceled, expired or refunded. */
export type VerificationStatus = VerifiedPayment['status'];
/** How a customer pays: Khalti or cash on delivery. */
export type PaymentMethod = components['schemas']['RecordOrderPaymentRequestDto']['paymentMethod'];
