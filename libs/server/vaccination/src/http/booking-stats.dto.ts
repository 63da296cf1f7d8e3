import { ApiProperty } from '@nestjs/swagger';

/** The six numbers of the admin bookings page and today's appointments. */
export class BookingStatsDto {
  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 7 })
  scheduled: number;

  @ApiProperty({ example: 12 })
  confirmed: number;

  @ApiProperty({ example: 18 })
  completed: number;

  @ApiProperty({ example: 3 })
  cancelled: number;

  @ApiProperty({ example: 2 })
  noShow: number;

  @ApiProperty({ example: 4, description: 'Appointments today (Nepal date) that are not cancelled' })
  today: number;
}
