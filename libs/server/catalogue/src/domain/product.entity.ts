import { ArrayType, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { kindOfCategory, percentOff } from '@kukur/contracts';
import type { ProductKind } from '@kukur/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ProductDetails } from './product-details';

/**
 * Something the shop sells: a dog product or a vaccine (kind). Money is `numeric(12,2)` read as
 * an exact decimal string; stock can never go below zero (a CHECK in the database).
 */
@Entity({ tableName: 'product' })
@Index({ name: 'product_category_idx', properties: ['category'] })
export class Product {
  [OptionalProps]?:
    | 'id'
    | 'kind'
    | 'oldPrice'
    | 'nameNe'
    | 'descriptionNe'
    | 'discount'
    | 'isNew'
    | 'isBestSeller'
    | 'image'
    | 'stock'
    | 'rating'
    | 'reviewCount'
    | 'details'
    | 'ingredients'
    | 'recommendedFor'
    | 'isRecommended'
    | 'isCoreVaccine'
    | 'schedule'
    | 'timing'
    | 'frequency'
    | 'petAge'
    | 'followUp'
    | 'nextDoseAfterDays'
    | 'isActive'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 120, unique: true })
  slug: string;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'text' })
  description: string;

  /** The name in Nepali (Devanagari), when the shop has written one; the shop falls back to `name`. */
  @Property({ type: 'string', length: 200, nullable: true })
  nameNe: string | null = null;

  @Property({ type: 'text', nullable: true })
  descriptionNe: string | null = null;

  @Property({ type: 'string', length: 60 })
  category: string;

  @Property({ type: 'string', length: 20 })
  kind: ProductKind = 'product';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  oldPrice: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  discount: number | null = null;

  @Property({ type: 'boolean' })
  isNew = false;

  @Property({ type: 'boolean' })
  isBestSeller = false;

  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  @Property({ type: 'integer' })
  stock = 0;

  @Property({ type: 'double', nullable: true })
  rating: number | null = null;

  @Property({ type: 'integer' })
  reviewCount = 0;

  @Property({ type: ArrayType })
  details: string[] = [];

  @Property({ type: ArrayType })
  ingredients: string[] = [];

  @Property({ type: ArrayType })
  recommendedFor: string[] = [];

  @Property({ type: 'boolean' })
  isRecommended = false;

  @Property({ type: 'boolean' })
  isCoreVaccine = false;

  @Property({ type: 'string', length: 200, nullable: true })
  schedule: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  timing: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  frequency: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  petAge: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  followUp: string | null = null;

  /** Vaccines: days after a dose when the next dose or booster is due; null when none follows. */
  @Property({ type: 'smallint', nullable: true })
  nextDoseAfterDays: number | null = null;

  /** Hidden products stay for the records of past orders but are not shown in the shop. */
  @Property({ type: 'boolean' })
  isActive = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** A new product from an admin's form; its slug comes from the name and stays. */
  static create(details: ProductDetails): Product {
    const product = new Product();
    product.slug = slugFor(details.name);
    product.describe({ ...details, stock: details.stock ?? 0, image: details.image ?? null });
    return product;
  }

  /**
   * Sets what an admin decides. Stock and image are kept when not given (the edit form may leave the
   * image alone); the kind follows the category and the discount follows the prices.
   */
  describe(details: ProductDetails): void {
    this.name = details.name;
    this.description = details.description;
    this.nameNe = details.nameNe ?? null;
    this.descriptionNe = details.descriptionNe ?? null;
    this.category = details.category;
    this.kind = kindOfCategory(details.category);
    this.price = details.price.toFixed(2);
    this.oldPrice = details.oldPrice != null ? details.oldPrice.toFixed(2) : null;
    this.discount = percentOff(details.price, details.oldPrice);
    if (details.stock !== undefined) this.stock = details.stock;
    if (details.image !== undefined) this.image = details.image;
    this.isNew = details.isNew ?? false;
    this.isBestSeller = details.isBestSeller ?? false;
    this.details = details.details ?? [];
    this.ingredients = details.ingredients ?? [];
    this.recommendedFor = details.recommendedFor ?? [];
    this.isRecommended = details.isRecommended ?? false;
    this.isCoreVaccine = details.isCoreVaccine ?? false;
    this.schedule = details.schedule ?? null;
    this.timing = details.timing ?? null;
    this.frequency = details.frequency ?? null;
    this.petAge = details.petAge ?? null;
    this.followUp = details.followUp ?? null;
    this.nextDoseAfterDays = details.nextDoseAfterDays ?? null;
  }

  /** Taken off the shop; the row stays so past orders keep pointing at what was bought. */
  hide(): void {
    this.isActive = false;
  }
}

function slugFor(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${base || 'product'}-${randomBytes(3).toString('hex')}`;
}
