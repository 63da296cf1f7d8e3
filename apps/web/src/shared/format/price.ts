const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount of rupees the way the spec shows prices: "Rs 1,450.00". */
export function formatPrice(amount: number): string {
  return `Rs ${rupees.format(amount)}`;
}
