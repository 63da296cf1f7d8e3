import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from './user.response.dto';

export class AuthSessionDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({
    description: 'Access token (JWT), sent as Authorization: Bearer',
    example:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2ZjFjMmYwZSIsInJvbGUiOiJ1c2VyIn0.3q8nR2x1Yk9Vb1Zc2h0Zw',
  })
  token: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-01T08:15:00.000Z' })
  tokenExpiresAt: string;
}

export class CheckEmailResponseDto {
  @ApiProperty({ example: false })
  exists: boolean;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'OTP verified successfully' })
  message: string;
}

export class AuthConfigResponseDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null when Google sign-in is not configured',
    example: '402751938216-kukurpasal.apps.googleusercontent.com',
  })
  googleClientId: string | null;
}

export class FindUserResponseDto {
  @ApiProperty({ format: 'uuid', example: '6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f' })
  _id: string;
}
