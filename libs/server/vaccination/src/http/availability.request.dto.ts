import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { IsCalendarDate } from './appointment-fields';

export class AvailabilityRequestDto {
  @ApiPropertyOptional({ description: 'One centre (id, slug or name); all centres when left out' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  center?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'First Nepal date (default: today)' })
  @IsOptional()
  @Validate(IsCalendarDate)
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-07', description: 'Last Nepal date (default: 6 days after from)' })
  @IsOptional()
  @Validate(IsCalendarDate)
  to?: string;
}
