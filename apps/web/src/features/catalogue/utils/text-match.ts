/** Keeps the products whose name contains `search`, ignoring case and surrounding spaces. */
export function filterByName<T extends { name: string }>(products: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((product) => product.name.toLowerCase().includes(needle));
}
