import { formatRupees } from '@kukur/contracts';

/** Formats an amount of rupees the way the spec shows prices: "Rs 1,450.00" (lakh grouping: "Rs 1,25,000.00"). */
export function formatPrice(amount: number): string {
  return formatRupees(amount, 'en') ?? `Rs ${amount}`;
}
