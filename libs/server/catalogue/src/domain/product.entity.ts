import { ArrayType, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ProductKind } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

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

  /** Hidden products stay for the records of past orders but are not shown in the shop. */
  @Property({ type: 'boolean' })
  isActive = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
