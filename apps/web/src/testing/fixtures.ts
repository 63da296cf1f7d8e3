import type { Product } from '@/shared/api';

let sequence = 0;

/** A complete ProductDto with sensible defaults; override what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides._id ?? overrides.id ?? `product-${sequence}`;
  return {
    _id: id,
    id,
    name: `Test Product ${sequence}`,
    description: 'A product for tests',
    nameNe: null,
    descriptionNe: null,
    category: 'Food',
    kind: 'product',
    price: 1450,
    oldPrice: null,
    discount: null,
    isNew: false,
    isBestSeller: false,
    image: null,
    stock: 10,
    rating: 4,
    reviewCount: 0,
    details: [],
    ingredients: [],
    recommendedFor: [],
    isRecommended: false,
    isCoreVaccine: false,
    schedule: null,
    timing: null,
    frequency: null,
    petAge: null,
    followUp: null,
    nextDoseAfterDays: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
