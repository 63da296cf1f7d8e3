import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '@kukur/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { ApiToken } from '../domain/api-token.entity';

export class CreateApiTokenRequestDto {
  @ApiProperty({ example: 'Pashupati Vet Clinic bookings', maxLength: API_TOKEN_NAME_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: API_TOKEN_MESSAGES.nameRequired })
  @IsNotEmpty({ message: API_TOKEN_MESSAGES.nameRequired })
  @MaxLength(API_TOKEN_NAME_MAX_LENGTH, { message: API_TOKEN_MESSAGES.nameTooLong })
  name: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, isArray: true, example: ['bookings:read', 'bookings:write'] })
  @IsArray({ message: API_TOKEN_MESSAGES.scopesRequired })
  @ArrayMinSize(1, { message: API_TOKEN_MESSAGES.scopesRequired })
  @ArrayMaxSize(API_TOKEN_SCOPES.length * 2)
  @IsIn(API_TOKEN_SCOPES, { each: true, message: API_TOKEN_MESSAGES.unknownScope })
  scopes: ApiTokenScope[];

  @ApiPropertyOptional({
    minimum: 1,
    maximum: API_TOKEN_MAX_DAYS,
    default: 90,
    example: 90,
    description: 'Days until the token stops working',
  })
  @IsOptional()
  @IsInt({ message: API_TOKEN_MESSAGES.expiryRange })
  @Min(1, { message: API_TOKEN_MESSAGES.expiryRange })
  @Max(API_TOKEN_MAX_DAYS, { message: API_TOKEN_MESSAGES.expiryRange })
  expiresInDays?: number;
}

export class ApiTokenDto {
  @ApiProperty({ format: 'uuid', example: '9b2d7c1e-4f3a-4e8b-a6d5-1c0f2e3d4b5a' })
  id: string;

  @ApiProperty({ example: 'Pashupati Vet Clinic bookings' })
  name: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, isArray: true, example: ['bookings:read', 'bookings:write'] })
  scopes: ApiTokenScope[];

  @ApiProperty({
    example: 'kp_3Fq9x',
    description: 'The first characters of the secret, to tell tokens apart',
  })
  secretStart: string;

  @ApiProperty({ example: '2026-11-20T09:30:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2027-02-18T09:30:00.000Z' })
  expiresAt: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  revokedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-24T06:15:00.000Z',
    description: 'Within a minute',
  })
  lastUsedAt: string | null;

  @ApiProperty({ example: 'Sita Sharma', description: 'The admin who made it' })
  createdByName: string;

  static of(token: ApiToken, createdByName: string): ApiTokenDto {
    return {
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      secretStart: token.secretStart,
      createdAt: token.createdAt.toISOString(),
      expiresAt: token.expiresAt.toISOString(),
      revokedAt: token.revokedAt?.toISOString() ?? null,
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      createdByName,
    };
  }
}

export class CreatedApiTokenDto extends ApiTokenDto {
  @ApiProperty({
    example: 'kp_3Fq9xY2mR7tLw0ZkVb8Nc4Hs1Pd6Qe5Ju9Ai2Go3Ex7',
    description: 'The secret, shown this once: send it as Authorization: Bearer. Only its hash is kept.',
  })
  secret: string;
}
