import { ApiProperty } from '@nestjs/swagger';
import type { VaccinationCenter } from '../domain/vaccination-center.entity';

/** A vaccination centre as the booking screens and the confirmation map show it. */
export class VaccinationCenterDto {
  @ApiProperty({ format: 'uuid', example: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001' })
  id: string;

  @ApiProperty({ example: 'main-center' })
  slug: string;

  @ApiProperty({ example: 'Main Center' })
  name: string;

  @ApiProperty({ example: 'Shantinagar Marg, New Baneshwor' })
  address: string;

  @ApiProperty({ example: 'Kathmandu' })
  city: string;

  @ApiProperty({ example: 27.6889 })
  latitude: number;

  @ApiProperty({ example: 85.3356 })
  longitude: number;

  @ApiProperty({ example: '01-4781234' })
  phone: string;

  @ApiProperty({ example: '9:00 AM - 5:00 PM' })
  openingHours: string;

  @ApiProperty({
    type: [Number],
    example: [6],
    description: 'Weekdays it is closed: 0 Sunday ... 6 Saturday',
  })
  closedWeekdays: number[];

  @ApiProperty({ type: [String], example: ['2026-10-21'], description: 'Single closed dates (holidays)' })
  closedDates: string[];

  @ApiProperty({ example: 1, description: 'Dogs one appointment time can take' })
  slotCapacity: number;

  static fromEntity(center: VaccinationCenter): VaccinationCenterDto {
    return {
      id: center.id,
      slug: center.slug,
      name: center.name,
      address: center.address,
      city: center.city,
      latitude: center.latitude,
      longitude: center.longitude,
      phone: center.phone,
      openingHours: center.openingHours,
      closedWeekdays: center.closedWeekdays,
      closedDates: center.closedDates,
      slotCapacity: center.slotCapacity,
    };
  }
}
