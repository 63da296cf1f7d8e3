import { ApiPropertyOptional } from '@nestjs/swagger';
import { isIsoDate, VACCINATION_MESSAGES } from '@kukur/contracts';
import {
  IsOptional,
  IsString,
  MaxLength,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';

@ValidatorConstraint({ name: 'isCalendarDate' })
class IsCalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isIsoDate(value);
  }

  defaultMessage(): string {
    return VACCINATION_MESSAGES.dateFormat;
  }
}

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
