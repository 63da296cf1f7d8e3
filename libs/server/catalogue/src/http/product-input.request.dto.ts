import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_CATEGORIES, MAX_NEXT_DOSE_AFTER_DAYS, MESSAGES } from '@kukur/contracts';
import type { Category } from '@kukur/contracts';
import { RequiredField, Trimmed } from '@kukur/server-kernel';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

const texts = MESSAGES.catalogue;
/** Rs 1 crore: no dog product costs more, and it keeps far inside the numeric(12,2) column. */
const PRICE_MAX_RUPEES = 10_000_000;
/** Far inside the integer column. */
const STOCK_MAX = 1_000_000;

/** Trims each entry and drops blank ones, as the spec's forms do before sending. */
const CleanList = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
      : value,
  );

function OptionalText(maxLength = 200): PropertyDecorator {
  const decorators = [
    IsOptional(),
    IsString(),
    MaxLength(maxLength),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

function OptionalList(): PropertyDecorator {
  const decorators = [
    IsOptional(),
    IsArray(),
    ArrayMaxSize(50),
    IsString({ each: true }),
    MaxLength(300, { each: true }),
    CleanList(),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

// class-validator checks the decorators nearest the property first: RequiredField stays last.

/**
 * A product or vaccine as an admin writes it (add and edit). Rating, review count, discount and kind are
 * the server's: the discount follows from the prices, the kind from the category.
 */
export class ProductInputRequestDto {
  @ApiProperty({ example: 'Himalayan Yak Chew Large', maxLength: 200 })
  @Trimmed()
  @MaxLength(200)
  @IsString()
  @RequiredField()
  name: string;

  @ApiProperty({ example: 'A long-lasting natural chew made from yak milk.', maxLength: 5000 })
  @Trimmed()
  @MaxLength(5000)
  @IsString()
  @RequiredField()
  description: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'हिमालयन याक च्यु (ठूलो)',
    maxLength: 200,
    description: 'The name in Nepali (Devanagari); blank or null: none',
  })
  @OptionalText(200)
  nameNe?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'याकको दूधबाट बनेको, लामो समयसम्म टिक्ने प्राकृतिक च्यु।',
    maxLength: 5000,
    description: 'The description in Nepali (Devanagari); blank or null: none',
  })
  @OptionalText(5000)
  descriptionNe?: string | null;

  @ApiProperty({ enum: ALL_CATEGORIES, example: 'Toys' })
  @IsIn(ALL_CATEGORIES, { message: texts.invalidCategory })
  @RequiredField()
  category: Category;

  @ApiProperty({ example: 650, minimum: 0.01, description: 'Rs, at most two decimals' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: texts.invalidPrice })
  @Min(0.01, { message: texts.invalidPrice })
  @Max(PRICE_MAX_RUPEES, { message: texts.invalidPrice })
  @RequiredField()
  price: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 750, description: 'The price before a sale' })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: texts.invalidOldPrice },
  )
  @Min(0.01, { message: texts.invalidOldPrice })
  @Max(PRICE_MAX_RUPEES, { message: texts.invalidOldPrice })
  oldPrice?: number | null;

  @ApiPropertyOptional({
    example: 25,
    minimum: 0,
    description: 'Default 0 for a new product; kept when omitted on edit',
  })
  @IsOptional()
  @IsInt({ message: texts.invalidStock })
  @Min(0, { message: texts.invalidStock })
  @Max(STOCK_MAX, { message: texts.invalidStock })
  stock?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '/media/products/3f1e....webp',
    description: 'An uploaded image (/media/...) or an https URL; kept when omitted on edit',
  })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(2000)
  @Matches(/^(https?:\/\/|\/media\/)\S+$/, { message: 'image must be an http(s) URL or an uploaded image' })
  image?: string | null;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean()
  isNew?: boolean;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean()
  isBestSeller?: boolean;

  @ApiPropertyOptional({ type: [String], example: ['Weight: 120 g'] })
  @OptionalList()
  details?: string[];

  @ApiPropertyOptional({ type: [String], example: ['Yak milk', 'Salt', 'Lime juice'] })
  @OptionalList()
  ingredients?: string[];

  @ApiPropertyOptional({ type: [String], example: ['Large breeds', 'Heavy chewers'] })
  @OptionalList()
  recommendedFor?: string[];

  @ApiPropertyOptional({ example: false, description: 'Vaccines: recommended for every dog' })
  @IsOptional()
  @IsBoolean()
  isRecommended?: boolean;

  @ApiPropertyOptional({ example: false, description: 'Vaccines: a core vaccine' })
  @IsOptional()
  @IsBoolean()
  isCoreVaccine?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Annual booster' })
  @OptionalText()
  schedule?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'First dose at 12 weeks' })
  @OptionalText()
  timing?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Every year' })
  @OptionalText()
  frequency?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '12 weeks and older' })
  @OptionalText()
  petAge?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Booster after 1 year' })
  @OptionalText()
  followUp?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_NEXT_DOSE_AFTER_DAYS,
    example: 365,
    description: 'Vaccines: days after a dose when the next dose or booster is due (null: none)',
  })
  @IsOptional()
  @Max(MAX_NEXT_DOSE_AFTER_DAYS, { message: texts.invalidNextDose })
  @Min(1, { message: texts.invalidNextDose })
  @IsInt({ message: texts.invalidNextDose })
  nextDoseAfterDays?: number | null;
}
