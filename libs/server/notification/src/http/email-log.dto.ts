import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_LOG_STATUSES } from '@kukur/contracts';
import type { EmailLogStatus } from '@kukur/contracts';
import { PagingRequestDto, Trimmed } from '@kukur/server-kernel';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class EmailLogRequestDto extends PagingRequestDto {
  @ApiPropertyOptional({ description: 'Part of the recipient’s address', example: 'sita' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(254)
  search?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the e-mails about this order' })
  @IsOptional()
  @IsUUID('all', { message: 'orderId must be an order id' })
  orderId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the e-mails about this booking' })
  @IsOptional()
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  bookingId?: string;

  @ApiPropertyOptional({ enum: EMAIL_LOG_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_LOG_STATUSES, { message: `status must be one of: ${EMAIL_LOG_STATUSES.join(', ')}` })
  status?: EmailLogStatus;
}

/** One e-mail the shop sent, or tried to send, about one event. */
export class EmailLogEntryDto {
  @ApiProperty({
    description: 'Outbox id, template and recipient',
    example: '0b1f…:order-placed:sita@example.com',
  })
  id: string;

  @ApiProperty({ example: 'order-placed' })
  template: string;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  recipient: string;

  @ApiProperty({ type: String, nullable: true, example: 'Your Kukur Pasal order 1A2B3C4D is placed' })
  subject: string | null;

  @ApiProperty({
    enum: EMAIL_LOG_STATUSES,
    example: 'sent',
    description:
      'sent; sending: claimed by an attempt that is handing it to the mail server now, or that was interrupted (it is sent again, with the same Message-ID); failed: refused, see lastError',
  })
  status: EmailLogStatus;

  @ApiProperty({ type: String, nullable: true, example: 'ordering.order-placed.v1' })
  eventType: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  orderId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  bookingId: string | null;

  @ApiProperty({ example: 1, description: 'Attempts to send it so far' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, example: 'connect ECONNREFUSED 127.0.0.1:1025' })
  lastError: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  sentAt: string | null;

  @ApiProperty({ format: 'date-time', description: 'Last attempt' })
  updatedAt: string;
}
