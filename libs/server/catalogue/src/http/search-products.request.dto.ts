import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_KINDS,
  PRODUCT_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
} from '@kukur/contracts';
import type { ProductKind, ProductSort } from '@kukur/contracts';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Query of GET /api/products/search. */
export class SearchProductsRequestDto {
  @ApiPropertyOptional({
    example: 'chew toy',
    description: `Free text; only the first ${SEARCH_TEXT_MAX_LENGTH} characters count`,
  })
  @IsOptional()
  @IsString()
  // Whatever was typed in the search box still searches: the rest is cut, not refused.
  @Transform(({ value }) => (typeof value === 'string' ? value.slice(0, SEARCH_TEXT_MAX_LENGTH) : value))
  q?: string;

  @ApiPropertyOptional({ example: 'Toys', description: 'Exact category' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  category?: string;

  @ApiPropertyOptional({ enum: PRODUCT_KINDS })
  @IsOptional()
  @IsIn(PRODUCT_KINDS, { message: `kind must be one of: ${PRODUCT_KINDS.join(', ')}` })
  kind?: ProductKind;

  @ApiPropertyOptional({ minimum: 0, example: 0, description: 'Rs; swapped with maxPrice when larger' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'minPrice must be a number' })
  @Min(0, { message: 'minPrice must not be negative' })
  minPrice?: number;

  @ApiPropertyOptional({ minimum: 0, example: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'maxPrice must be a number' })
  @Min(0, { message: 'maxPrice must not be negative' })
  maxPrice?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'Only products with stock left' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'inStock must be true or false' })
  inStock?: boolean;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, description: 'Default: relevance with text, else newest' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}
