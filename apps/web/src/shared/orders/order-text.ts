/** The words every order summary and order card shares (cart, checkout, payment, order history). */
export const ORDER_TEXT = {
  summaryTitle: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingFree: 'Free',
  total: 'Total',
  line: (quantity: number, name: string) => `${quantity} × ${name}`,
  reference: (reference: string) => `Order #${reference}`,
} as const;

/** The short reference a customer sees (profile, payment, e-mails): the id's last 8 characters, upper-case. */
export function orderReference(id: string): string {
  return id.slice(-8).toUpperCase();
}
