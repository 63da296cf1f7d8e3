const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs 1,450.00' from a number or an exact decimal text. */
export function rupees(amount: number | string): string {
  return `Rs ${RUPEES.format(Number(amount))}`;
}
