import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class SendBookingEmailRequestDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The booking (or bookingDetails._id as the spec sends it)',
  })
  @IsOptional()
  @IsUUID('all')
  bookingId?: string;

  @ApiPropertyOptional({ description: 'Ignored: the booking’s own address is used' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ description: 'The spec sends the booking here; only its _id is read', type: Object })
  @IsOptional()
  @IsObject()
  bookingDetails?: { _id?: string; id?: string };

  @ApiPropertyOptional({ description: 'Ignored: the booking’s current status is used' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  status?: string;
}
