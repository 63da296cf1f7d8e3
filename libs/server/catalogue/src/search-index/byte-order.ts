/** Strings compared by their UTF-16 code units, as the database's C collation sorts the shop's names and ids. */
export function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first of `count` sorted places that does not come before what is looked for (`isBefore(at)` is false). */
export function firstNotBefore(count: number, isBefore: (at: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
