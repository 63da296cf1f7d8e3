import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, USER_ROLES } from '@kukur/contracts';
import type { Language, UserRole } from '@kukur/contracts';
import { User } from '../domain/user.entity';

const EXAMPLE_ID = '6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f';

/** An account as the API shows it (never the password hash or Google's subject). */
export class UserDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID, description: 'Same as id (the spec reads _id)' })
  _id: string;

  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID })
  id: string;

  @ApiProperty({ example: 'Sita Sharma' })
  name: string;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  email: string;

  @ApiProperty({ enum: USER_ROLES, example: 'user' })
  role: UserRole;

  @ApiProperty({ type: String, nullable: true, example: '9800000000' })
  phoneNumber: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Kathmandu' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Baneshwor' })
  colony: string | null;

  @ApiProperty({ example: true })
  emailVerified: boolean;

  @ApiProperty({
    example: false,
    description: 'Receives marketing e-mail (newsletter, product announcements); off unless turned on',
  })
  marketingOptIn: boolean;

  @ApiProperty({ enum: LANGUAGES, example: 'ne', description: 'The language of the account’s e-mails' })
  preferredLanguage: Language;

  @ApiProperty({ example: true, description: 'False for an account that only signs in with Google' })
  hasPassword: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-01T08:00:00.000Z' })
  createdAt: string;
}

export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phoneNumber: user.phoneNumber,
    city: user.city,
    colony: user.colony,
    emailVerified: user.emailVerified,
    marketingOptIn: user.marketingOptIn,
    preferredLanguage: user.preferredLanguage,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
