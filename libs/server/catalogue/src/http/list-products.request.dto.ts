import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

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

  @ApiPropertyOptional({ name: '_limit', minimum: 1, maximum: 100, example: 6 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '_limit must be a whole number' })
  @Min(1)
  @Max(100)
  _limit?: number;
}
