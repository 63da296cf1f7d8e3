import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_MAX_LENGTH,
  LANGUAGE_INVALID_MESSAGE,
  LANGUAGES,
  type Language,
  PARTNER_MESSAGE_MAX_LENGTH,
  PARTNER_MESSAGE_MIN_LENGTH,
  PARTNER_NAME_MAX_LENGTH,
  PARTNER_TYPES,
  PARTNERSHIP_MESSAGES as TEXT,
  PHONE_PATTERN,
  type PartnerType,
} from '@kukur/contracts';
import { IsEmailAddress, PagingRequestDto, RequiredField, Trimmed } from '@kukur/server-kernel';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { PartnerEnquiry } from '../domain/partner-enquiry.entity';

const EXAMPLE = {
  name: 'Dr. Anil Shrestha',
  email: 'anil@happypaws.com.np',
  phoneNumber: '9841234567',
  partnerType: 'vet' as PartnerType,
  message:
    'We run a small veterinary clinic in Pulchowk and would like to offer your vaccination bookings to our clients.',
};

// class-validator checks the decorators nearest the property first: RequiredField stays last.

/** The "Become a Partner" form on /contact. */
export class PartnerEnquiryRequestDto {
  @ApiProperty({ example: EXAMPLE.name, maxLength: PARTNER_NAME_MAX_LENGTH })
  @Trimmed()
  @MaxLength(PARTNER_NAME_MAX_LENGTH, { message: TEXT.nameTooLong })
  @IsString({ message: TEXT.nameRequired })
  @RequiredField('Name')
  name: string;

  @ApiProperty({ example: EXAMPLE.email, maxLength: EMAIL_MAX_LENGTH })
  @Trimmed()
  @IsEmailAddress({ required: TEXT.emailRequired, invalid: TEXT.invalidEmail })
  @RequiredField('E-mail')
  email: string;

  @ApiProperty({ example: EXAMPLE.phoneNumber, description: 'Exactly 10 digits' })
  @Trimmed()
  @Matches(PHONE_PATTERN, { message: TEXT.phoneFormat })
  @IsString({ message: TEXT.phoneFormat })
  @RequiredField('Phone')
  phoneNumber: string;

  @ApiProperty({ enum: PARTNER_TYPES, example: EXAMPLE.partnerType })
  @IsIn(PARTNER_TYPES, { message: TEXT.partnerTypeUnknown })
  @RequiredField('Partner type')
  partnerType: PartnerType;

  @ApiProperty({
    example: EXAMPLE.message,
    minLength: PARTNER_MESSAGE_MIN_LENGTH,
    maxLength: PARTNER_MESSAGE_MAX_LENGTH,
  })
  @Trimmed()
  @MaxLength(PARTNER_MESSAGE_MAX_LENGTH, { message: TEXT.messageTooLong })
  @MinLength(PARTNER_MESSAGE_MIN_LENGTH, { message: TEXT.messageTooShort })
  @IsString({ message: TEXT.messageRequired })
  @RequiredField('Message')
  message: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'ne',
    description:
      'The language of the receipt e-mailed to the sender (the web sends its kp_lang); English when left out',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_INVALID_MESSAGE })
  language?: Language;
}

/** The answer to a sent form. */
export class PartnerEnquiryReceiptDto {
  @ApiProperty({ format: 'uuid', example: '5b7e1c9a-2d4f-4a8b-9c0d-1e2f3a4b5c6d' })
  id: string;

  @ApiProperty({ example: TEXT.sent })
  message: string;
}

/** One "Become a Partner" message as the admins see it. */
export class PartnerEnquiryDto {
  @ApiProperty({ format: 'uuid', example: '5b7e1c9a-2d4f-4a8b-9c0d-1e2f3a4b5c6d' })
  id: string;

  @ApiProperty({ example: EXAMPLE.name })
  name: string;

  @ApiProperty({ example: EXAMPLE.email })
  email: string;

  @ApiProperty({ example: EXAMPLE.phoneNumber })
  phoneNumber: string;

  @ApiProperty({ enum: PARTNER_TYPES, example: EXAMPLE.partnerType })
  partnerType: PartnerType;

  @ApiProperty({ example: EXAMPLE.message })
  message: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-25T09:30:00.000Z' })
  createdAt: string;

  static fromEntity(enquiry: PartnerEnquiry): PartnerEnquiryDto {
    return {
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      phoneNumber: enquiry.phoneNumber,
      partnerType: enquiry.partnerType,
      message: enquiry.message,
      createdAt: enquiry.createdAt.toISOString(),
    };
  }
}

/** `?page=&pageSize=&search=&partnerType=` of the admins' list. */
export class PartnerEnquiriesRequestDto extends PagingRequestDto {
  @ApiPropertyOptional({ description: 'Part of the sender’s name or e-mail address', maxLength: 100 })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: PARTNER_TYPES })
  @IsOptional()
  @IsIn(PARTNER_TYPES, { message: TEXT.partnerTypeUnknown })
  partnerType?: PartnerType;
}
