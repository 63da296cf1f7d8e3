import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, MESSAGES } from '@kukur/contracts';
import { IsEmailAddress } from '@kukur/server-kernel';
import { Transform } from 'class-transformer';

export class SubscribeNewsletterRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmailAddress({ required: MESSAGES.newsletter.emailRequired, invalid: MESSAGES.newsletter.invalidEmail })
  email: string;
}
