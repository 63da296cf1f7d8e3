/**
 * Sum of price times quantity, counted in whole paisa so that float error cannot creep in: what the
 * customer is shown before the server prices the order (shipping being free, also the total).
 */
export function subtotalOf(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}

/** The total after a discount, counted in whole paisa. */
export function totalAfter(subtotal: number, discount: { amount: number } | null): number {
  return (Math.round(subtotal * 100) - Math.round((discount?.amount ?? 0) * 100)) / 100;
}
