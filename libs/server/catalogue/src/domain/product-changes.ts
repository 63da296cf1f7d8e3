import type { Product } from './product.entity';

/** The fields an admin's edit can change, named as the `changes` of a product.changed event. */
const TRACKED = {
  name: (p: Product) => p.name,
  description: (p: Product) => p.description,
  category: (p: Product) => p.category,
  kind: (p: Product) => p.kind,
  price: (p: Product) => p.price,
  oldPrice: (p: Product) => p.oldPrice,
  stock: (p: Product) => p.stock,
  image: (p: Product) => p.image,
  isNew: (p: Product) => p.isNew,
  isBestSeller: (p: Product) => p.isBestSeller,
  details: (p: Product) => p.details,
  ingredients: (p: Product) => p.ingredients,
  recommendedFor: (p: Product) => p.recommendedFor,
  isRecommended: (p: Product) => p.isRecommended,
  isCoreVaccine: (p: Product) => p.isCoreVaccine,
  schedule: (p: Product) => p.schedule,
  timing: (p: Product) => p.timing,
  frequency: (p: Product) => p.frequency,
  petAge: (p: Product) => p.petAge,
  followUp: (p: Product) => p.followUp,
  nextDoseAfterDays: (p: Product) => p.nextDoseAfterDays,
  visibility: (p: Product) => (p.isActive ? 'visible' : 'hidden'),
} satisfies Record<string, (product: Product) => unknown>;

export type ProductState = Record<keyof typeof TRACKED, string>;

/** What a product looks like now, to compare with after an edit. */
export function productState(product: Product): ProductState {
  return Object.fromEntries(
    Object.entries(TRACKED).map(([field, read]) => [field, JSON.stringify(read(product))]),
  ) as ProductState;
}

/** The fields whose value differs between two states, in a fixed order. */
export function changedFields(before: ProductState, after: ProductState): string[] {
  return (Object.keys(TRACKED) as (keyof ProductState)[]).filter((field) => before[field] !== after[field]);
}
