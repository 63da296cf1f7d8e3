import { ApiProperty } from '@nestjs/swagger';
import { ALL_CATEGORIES, PRODUCT_KINDS, percentOff } from '@kukur/contracts';
import type { ProductKind } from '@kukur/contracts';
import { Product } from '../domain/product.entity';

/** What a product's answer is made from: the entity, or a row read straight into its field names. */
export type ProductView = Omit<Product, 'slug' | 'isActive' | 'updatedAt' | 'describe' | 'hide'>;

/** A product or vaccine as the shop shows it. Money in rupees with two decimals. */
export class ProductDto {
  @ApiProperty({
    format: 'uuid',
    example: '0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11',
    description: 'Same as id (the spec reads _id)',
  })
  _id: string;

  @ApiProperty({ format: 'uuid', example: '0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11' })
  id: string;

  @ApiProperty({ example: 'Pedigree Adult Chicken & Vegetables 3 kg' })
  name: string;

  @ApiProperty({ example: 'Complete dry food for adult dogs.' })
  description: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'पेडिग्री वयस्क कुकुरको खाना (कुखुराको मासु र तरकारी) ३ केजी',
    description: 'The name in Nepali (Devanagari); null when the shop has not written one',
  })
  nameNe: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'वयस्क कुकुरका लागि पूर्ण सुख्खा खाना।',
    description: 'The description in Nepali (Devanagari); null when the shop has not written one',
  })
  descriptionNe: string | null;

  @ApiProperty({ example: 'Food', description: `One of: ${ALL_CATEGORIES.join(', ')}` })
  category: string;

  @ApiProperty({ enum: PRODUCT_KINDS, example: 'product' })
  kind: ProductKind;

  @ApiProperty({ example: 1450, description: 'Rs, two decimals' })
  price: number;

  @ApiProperty({ type: Number, nullable: true, example: 1650 })
  oldPrice: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 12, description: 'Percent off oldPrice, rounded' })
  discount: number | null;

  @ApiProperty({ example: false })
  isNew: boolean;

  @ApiProperty({ example: true })
  isBestSeller: boolean;

  @ApiProperty({ type: String, nullable: true, example: '/media/products/pedigree-adult.svg' })
  image: string | null;

  @ApiProperty({ example: 24 })
  stock: number;

  @ApiProperty({ type: Number, nullable: true, example: 4.5 })
  rating: number | null;

  @ApiProperty({ example: 12 })
  reviewCount: number;

  @ApiProperty({ type: [String], example: ['3 kg resealable bag'] })
  details: string[];

  @ApiProperty({ type: [String], example: ['Chicken', 'Rice'] })
  ingredients: string[];

  @ApiProperty({ type: [String], example: ['Adult dogs 1-7 years'] })
  recommendedFor: string[];

  @ApiProperty({ example: false })
  isRecommended: boolean;

  @ApiProperty({ example: false })
  isCoreVaccine: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Annual booster' })
  schedule: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'First dose at 12 weeks' })
  timing: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Every year' })
  frequency: string | null;

  @ApiProperty({ type: String, nullable: true, example: '12 weeks and older' })
  petAge: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Booster after 1 year' })
  followUp: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 365,
    description: 'Vaccines: days after a dose when the next dose or booster is due',
  })
  nextDoseAfterDays: number | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-01T08:00:00.000Z' })
  createdAt: string;

  static fromEntity(product: ProductView): ProductDto {
    const price = Number(product.price);
    const oldPrice = product.oldPrice == null ? null : Number(product.oldPrice);
    return {
      _id: product.id,
      id: product.id,
      name: product.name,
      description: product.description,
      nameNe: product.nameNe ?? null,
      descriptionNe: product.descriptionNe ?? null,
      category: product.category,
      kind: product.kind,
      price,
      oldPrice,
      discount: product.discount ?? percentOff(price, oldPrice),
      isNew: product.isNew,
      isBestSeller: product.isBestSeller,
      image: product.image,
      stock: product.stock,
      rating: product.rating,
      reviewCount: product.reviewCount,
      details: product.details,
      ingredients: product.ingredients,
      recommendedFor: product.recommendedFor,
      isRecommended: product.isRecommended,
      isCoreVaccine: product.isCoreVaccine,
      schedule: product.schedule,
      timing: product.timing,
      frequency: product.frequency,
      petAge: product.petAge,
      followUp: product.followUp,
      nextDoseAfterDays: product.nextDoseAfterDays,
      createdAt: product.createdAt.toISOString(),
    };
  }
}
