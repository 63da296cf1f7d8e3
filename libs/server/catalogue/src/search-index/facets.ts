import { byteOrder } from './byte-order';
import type { IndexAnswer } from './product-search-index';

/** Category counts and price bounds (in paisa) of the products seen, and how many they are. */
export class Facets {
  constructor(
    private readonly counts: Int32Array,
    private min = Infinity,
    private max = -Infinity,
    public visible = 0,
  ) {}

  static empty(categories: number): Facets {
    return new Facets(new Int32Array(categories));
  }

  add(category: number, cents: number): void {
    this.visible += 1;
    this.counts[category] += 1;
    if (cents < this.min) this.min = cents;
    if (cents > this.max) this.max = cents;
  }

  /** Of the products seen, how many are in the category with this code (none for a code no product has). */
  countOf(category: number): number {
    return this.counts[category] ?? 0;
  }

  answer(names: string[]): Pick<IndexAnswer, 'categories' | 'priceRange'> {
    const categories = names
      .map((category, code) => ({ category, count: this.counts[code] ?? 0 }))
      .filter((facet) => facet.count > 0)
      .sort((a, b) => byteOrder(a.category, b.category));
    return {
      categories,
      priceRange: categories.length === 0 ? { min: 0, max: 0 } : { min: this.min / 100, max: this.max / 100 },
    };
  }
}
