import { ApiProperty } from '@nestjs/swagger';
import { APPOINTMENT_TIMES } from '@kukur/contracts';

export class AvailabilityDayDto {
  @ApiProperty({ example: '2026-12-01', description: 'Nepal date' })
  date: string;

  @ApiProperty({ example: true, description: 'False on the centre’s closing days' })
  open: boolean;

  @ApiProperty({
    type: [String],
    example: ['09:00', '11:00', '13:00'],
    description: 'Times with a free place (times already past today are left out)',
  })
  freeTimes: string[];

  @ApiProperty({ example: 3, description: 'Free places that day' })
  free: number;
}

export class CenterAvailabilityDto {
  @ApiProperty({ format: 'uuid' })
  centerId: string;

  @ApiProperty({ example: 'Main Center' })
  name: string;

  @ApiProperty({ example: 1 })
  slotCapacity: number;

  @ApiProperty({ example: 24, description: 'Free places over the range' })
  free: number;

  @ApiProperty({ type: [AvailabilityDayDto] })
  days: AvailabilityDayDto[];
}

/** For each centre and day of a range, the appointment times still free. */
export class AvailabilityDto {
  @ApiProperty({ example: '2026-12-01' })
  from: string;

  @ApiProperty({ example: '2026-12-07' })
  to: string;

  @ApiProperty({ example: '2026-11-30', description: 'Today in Nepal' })
  today: string;

  @ApiProperty({ type: [String], example: [...APPOINTMENT_TIMES] })
  times: string[];

  @ApiProperty({ example: 120, description: 'Free places over the range at every centre asked for' })
  free: number;

  @ApiProperty({ type: [CenterAvailabilityDto] })
  centers: CenterAvailabilityDto[];
}
