import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponseDto } from '@kukur/server-kernel';

export class UnavailableProductDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ example: 'Himalayan Yak Chew Large' })
  name: string;

  @ApiProperty({ example: 1, description: 'How many are left' })
  available: number;
}

/** A 409 of POST /api/orders: what the cart asks for that the shop cannot give. */
export class OrderConflictResponseDto extends ErrorResponseDto {
  @ApiPropertyOptional({
    type: [UnavailableProductDto],
    description: 'ORDERING.OUT_OF_STOCK: the short products',
  })
  products?: UnavailableProductDto[];

  @ApiPropertyOptional({
    type: [String],
    description: 'ORDERING.PRODUCT_UNAVAILABLE: products no longer sold',
  })
  productIds?: string[];
}
