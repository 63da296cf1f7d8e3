import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_SORT_FIELDS, SORT_DIRECTIONS } from '@kukur/contracts';
import type { CustomerSortField, SortDirection } from '@kukur/contracts';
import { UserDto } from '@kukur/server-identity';
import { PagingRequestDto, Trimmed } from '@kukur/server-kernel';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class ListCustomersRequestDto extends PagingRequestDto {
  @ApiPropertyOptional({ description: 'Part of the name or e-mail, case-insensitive', example: 'sharma' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: CUSTOMER_SORT_FIELDS, default: 'joined' })
  @IsOptional()
  @IsIn(CUSTOMER_SORT_FIELDS, { message: `sort must be one of: ${CUSTOMER_SORT_FIELDS.join(', ')}` })
  sort?: CustomerSortField;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, description: 'Default: asc for name and e-mail, else desc' })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS, { message: 'order must be asc or desc' })
  order?: SortDirection;
}

/** A customer with what they ordered, for the admin's customer list. */
export class CustomerDto extends UserDto {
  @ApiProperty({ example: 4, description: 'Orders that were not cancelled' })
  orderCount: number;

  @ApiProperty({ example: 13800, description: 'Rupees paid for orders that were not cancelled' })
  totalSpent: number;
}
