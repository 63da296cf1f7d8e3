import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { MAX_PAGE_SIZE, PRODUCT_KINDS } from '@kukur/contracts';
import type { ProductKind } from '@kukur/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Query of GET /api/products as the spec's callers send it. */
export class ListProductsRequestDto {
  @ApiPropertyOptional({
    example: 'Food',
    description: 'Exact category; unknown categories simply match nothing',
  })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  category?: string;

  @ApiPropertyOptional({
    enum: PRODUCT_KINDS,
    example: 'product',
    description: 'Only dog products or only vaccines',
  })
  @IsOptional()
  @IsIn(PRODUCT_KINDS, { message: `kind must be one of: ${PRODUCT_KINDS.join(', ')}` })
  kind?: ProductKind;

  @ApiPropertyOptional({ name: '_limit', minimum: 1, maximum: 100, example: 6 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '_limit must be a whole number' })
  @Min(1)
  @Max(100)
  _limit?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'With pageSize: one page, the total in X-Total-Count' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}
