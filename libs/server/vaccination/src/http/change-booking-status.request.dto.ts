import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_STATUSES, STATUS_NOTE_MAX_LENGTH } from '@kukur/contracts';
import type { BookingStatus } from '@kukur/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangeBookingStatusRequestDto {
  @ApiProperty({
    enum: BOOKING_STATUSES,
    example: 'confirmed',
    description: 'Any letter case (Confirmed, No-show)',
  })
  @IsIn(BOOKING_STATUSES, { message: `status must be one of: ${BOOKING_STATUSES.join(', ')}` })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  status: BookingStatus;

  @ApiPropertyOptional({ maxLength: STATUS_NOTE_MAX_LENGTH, description: 'Why, for the history' })
  @IsOptional()
  @IsString()
  @MaxLength(STATUS_NOTE_MAX_LENGTH)
  note?: string;
}
