import { ApiProperty } from '@nestjs/swagger';

export class OrderStatsDto {
  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 7 })
  pending: number;

  @ApiProperty({ example: 10 })
  approved: number;

  @ApiProperty({ example: 20 })
  completed: number;

  @ApiProperty({ example: 5 })
  cancelled: number;

  @ApiProperty({
    example: 125400.5,
    description: 'Rs earned: paid minus refunded, for orders that are not cancelled',
  })
  revenue: number;

  @ApiProperty({ example: 8400, description: 'Rs still to come: orders neither paid nor cancelled' })
  outstanding: number;

  @ApiProperty({
    example: 3450,
    description: 'Rs still to give back: cancelled orders whose refund is pending, failed or due in cash',
  })
  refundsOwed: number;
}
