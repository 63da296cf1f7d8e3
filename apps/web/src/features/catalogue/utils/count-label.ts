/** "1 product", "3 products": the count with the noun in singular or plural. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
