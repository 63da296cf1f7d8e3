import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
} from '@kukur/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateWebhookEndpointRequestDto {
  @ApiProperty({
    example: 'https://clinic.example.com.np/hooks/kukur',
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    description: 'http or https; a host on a loopback or private network is refused (400)',
  })
  @Transform(trim)
  // Checked bottom-up, first failure only: a missing url reads "url is required".
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: WEBHOOK_MESSAGES.urlTooLong })
  @IsNotEmpty({ message: WEBHOOK_MESSAGES.urlRequired })
  @IsString({ message: WEBHOOK_MESSAGES.urlRequired })
  url: string;

  @ApiPropertyOptional({
    example: 'Pashupati Vet Clinic bookings',
    maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: WEBHOOK_MESSAGES.descriptionTooLong })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, { message: WEBHOOK_MESSAGES.descriptionTooLong })
  description?: string;

  @ApiPropertyOptional({
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    example: ['booking.requested', 'booking.confirmed'],
    description: 'The event types wanted; empty or left out: every type',
  })
  @IsOptional()
  @IsArray({ message: WEBHOOK_MESSAGES.unknownEventType })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.unknownEventType })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({ default: true, example: true, description: 'Off: it gets no events' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

export class UpdateWebhookEndpointRequestDto {
  @ApiPropertyOptional({
    example: 'https://clinic.example.com.np/hooks/kukur-v2',
    maxLength: WEBHOOK_URL_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(trim)
  // Checked bottom-up, first failure only: a missing url reads "url is required".
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: WEBHOOK_MESSAGES.urlTooLong })
  @IsNotEmpty({ message: WEBHOOK_MESSAGES.urlRequired })
  @IsString({ message: WEBHOOK_MESSAGES.urlRequired })
  url?: string;

  @ApiPropertyOptional({
    example: 'Pashupati Vet Clinic: bookings and orders',
    maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: WEBHOOK_MESSAGES.descriptionTooLong })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, { message: WEBHOOK_MESSAGES.descriptionTooLong })
  description?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['order.placed', 'order.paid'] })
  @IsOptional()
  @IsArray({ message: WEBHOOK_MESSAGES.unknownEventType })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.unknownEventType })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({ example: false, description: 'Switch the endpoint off (false) or on again (true)' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
