import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_MAX_LENGTH,
  IDENTITY_ERROR_CODES,
  ORDERING_MESSAGES,
  IDENTITY_MESSAGES,
  NAME_MAX_LENGTH,
  OTP_PURPOSES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@kukur/contracts';
import type { Language, OtpPurpose } from '@kukur/contracts';
import { DeliveryCityField, DeliveryPhoneField, RequiredField, Trimmed } from '@kukur/server-kernel';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { AccountEmail, AccountName, NewPassword, PreferredLanguage } from './account-fields';

const SIGNUP_LANGUAGE =
  'The language the visitor reads the shop in (the web sends its kp_lang cookie); the account’s e-mails follow it. English when left out';

const PURPOSE_MESSAGE = { message: IDENTITY_MESSAGES.otpPurpose };

export class CheckEmailRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @AccountEmail()
  email: string;
}

export class SendOtpRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @AccountEmail()
  email: string;

  @ApiProperty({ enum: OTP_PURPOSES, example: 'verification' })
  @IsIn(OTP_PURPOSES, PURPOSE_MESSAGE)
  purpose: OtpPurpose;

  @PreferredLanguage({
    required: false,
    description:
      'The language the visitor reads the shop in (the web sends its kp_lang cookie): the code’s e-mail is written in it, unless the address has an account with its own language. English when left out',
  })
  language?: Language;
}

export class VerifyOtpRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @AccountEmail()
  email: string;

  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' })
  @Trimmed()
  @Matches(/^\d{6}$/, { message: IDENTITY_MESSAGES.otpFormat })
  @IsNotEmpty({ message: IDENTITY_MESSAGES.otpRequired })
  @IsString({ message: IDENTITY_MESSAGES.otpRequired })
  otp: string;

  @ApiProperty({ enum: OTP_PURPOSES, example: 'verification' })
  @IsIn(OTP_PURPOSES, PURPOSE_MESSAGE)
  purpose: OtpPurpose;
}

export class SignupRequestDto {
  @ApiProperty({ example: 'Sita Sharma', minLength: 2, maxLength: NAME_MAX_LENGTH })
  @AccountName()
  name: string;

  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @AccountEmail()
  email: string;

  @ApiProperty({ example: 'secret1', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: IDENTITY_MESSAGES.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: IDENTITY_MESSAGES.passwordTooShort })
  @IsString({ message: IDENTITY_MESSAGES.passwordTooShort })
  password: string;

  @ApiPropertyOptional({
    example: false,
    description: 'The signup checkbox: send me news and offers by e-mail (unchecked unless ticked)',
  })
  @IsOptional()
  @IsBoolean({ message: 'marketingOptIn must be true or false' })
  marketingOptIn?: boolean;

  @PreferredLanguage({ required: false, description: SIGNUP_LANGUAGE })
  preferredLanguage?: Language;
}

export class LoginRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com' })
  @Trimmed()
  @MaxLength(EMAIL_MAX_LENGTH, { message: IDENTITY_MESSAGES.invalidEmail })
  @IsNotEmpty({ message: IDENTITY_MESSAGES.credentialsRequired })
  @IsString({ message: IDENTITY_MESSAGES.credentialsRequired })
  email: string;

  @ApiProperty({ example: 'secret1' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: IDENTITY_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: IDENTITY_MESSAGES.credentialsRequired })
  @IsString({ message: IDENTITY_MESSAGES.credentialsRequired })
  password: string;

  @ApiProperty({
    required: false,
    example: '123456',
    pattern: '^\\d{6}$',
    description: `Only when a login answered 401 ${IDENTITY_ERROR_CODES.LOGIN_CODE_REQUIRED}: the code e-mailed to the account (the account has met its ceiling of wrong passwords, and this address has not logged in to it before)`,
  })
  @IsOptional()
  @Trimmed()
  @Matches(/^\d{6}$/, { message: IDENTITY_MESSAGES.otpFormat })
  @IsString({ message: IDENTITY_MESSAGES.otpFormat })
  otp?: string;
}

export class GoogleCredentialRequestDto {
  @ApiProperty({
    description: 'The ID token from Google Identity Services',
    example:
      'eyJhbGciOiJSUzI1NiIsImtpZCI6ImE1ZTQ3In0.eyJlbWFpbCI6InNpdGEuc2hhcm1hQGdtYWlsLmNvbSJ9.c2lnbmF0dXJl',
  })
  @MaxLength(8192)
  @IsNotEmpty()
  @IsString()
  credential: string;
}

export class GoogleSignupRequestDto extends GoogleCredentialRequestDto {
  @ApiPropertyOptional({
    example: false,
    description: 'The signup checkbox: send me news and offers by e-mail (unchecked unless ticked)',
  })
  @IsOptional()
  @IsBoolean({ message: 'marketingOptIn must be true or false' })
  marketingOptIn?: boolean;

  @PreferredLanguage({ required: false, description: SIGNUP_LANGUAGE })
  preferredLanguage?: Language;
}

export class ResetPasswordRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @AccountEmail()
  email: string;

  @ApiProperty({
    example: 'N3w-Passw0rd!',
    description: '8+ characters with an uppercase and a lowercase letter, a digit and one of @$!%*?&',
  })
  @NewPassword()
  password: string;
}

export class UpdateUserRequestDto {
  @ApiProperty({ example: 'Sita Sharma', minLength: 2, maxLength: NAME_MAX_LENGTH })
  @AccountName()
  name: string;
}

export class FindUserRequestDto {
  @ApiProperty({ example: 'sita.sharma@example.com', maxLength: EMAIL_MAX_LENGTH })
  @AccountEmail()
  email: string;
}

/** The delivery details kept on the account for checkout; the same rules as an order's. */
export class SaveDeliveryDetailsRequestDto {
  @DeliveryPhoneField()
  phoneNumber: string;

  @DeliveryCityField()
  city: string;

  @ApiProperty({
    example: 'Baneshwor, near the chowk',
    maxLength: 120,
    description: 'Colony / street address',
  })
  @Trimmed()
  @MaxLength(120, { message: 'Colony / address must be at most 120 characters' })
  @IsNotEmpty({ message: ORDERING_MESSAGES.addressRequired })
  @IsString({ message: ORDERING_MESSAGES.addressRequired })
  @RequiredField()
  colony: string;
}

export class MarketingConsentRequestDto {
  @ApiProperty({ example: true, description: 'Receive the newsletter and product announcements by e-mail' })
  @IsBoolean({ message: 'marketingOptIn must be true or false' })
  marketingOptIn: boolean;
}

export class PreferredLanguageRequestDto {
  @PreferredLanguage({ required: true, description: 'The language of the account’s e-mails' })
  preferredLanguage: Language;
}
