import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, LANGUAGE_INVALID_MESSAGE, LANGUAGES, MESSAGES } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { IsEmailAddress } from '@kukur/server-kernel';
import { Transform } from 'class-transformer';

export class SubscribeNewsletterRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmailAddress({ required: MESSAGES.newsletter.emailRequired, invalid: MESSAGES.newsletter.invalidEmail })
  email: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'ne',
    description:
      'The language of the confirmation and of the newsletters (the web sends its kp_lang cookie); English when left out',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_INVALID_MESSAGE })
  language?: Language;
}
