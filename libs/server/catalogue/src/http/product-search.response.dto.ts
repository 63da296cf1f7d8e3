import { ApiProperty } from '@nestjs/swagger';
import { ProductDto } from './product.response.dto';

export class CategoryCountDto {
  @ApiProperty({ example: 'Food' })
  category: string;

  @ApiProperty({ example: 12 })
  count: number;
}

export class PriceRangeDto {
  @ApiProperty({ example: 150, description: 'Lowest price (Rs) among the matches, before the price filter' })
  min: number;

  @ApiProperty({
    example: 8500,
    description: 'Highest price (Rs) among the matches, before the price filter',
  })
  max: number;
}

/** One page of search results, with what the filters need. */
export class ProductSearchResultDto {
  @ApiProperty({ type: [ProductDto] })
  items: ProductDto[];

  @ApiProperty({ example: 37, description: 'Matches over all pages' })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 24 })
  pageSize: number;

  @ApiProperty({ example: 2 })
  totalPages: number;

  @ApiProperty({
    type: [CategoryCountDto],
    description:
      'Matches per category for the same text, kind and stock filters (category and price ignored)',
  })
  categories: CategoryCountDto[];

  @ApiProperty({
    type: PriceRangeDto,
    description: 'Price bounds of those matches: the default range of a price filter',
  })
  priceRange: PriceRangeDto;
}
