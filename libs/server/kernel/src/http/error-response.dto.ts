import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;

  @ApiProperty({ example: 'COMMON.VALIDATION_FAILED' })
  code: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['email'],
    description: 'Offending fields of a validation failure',
  })
  fields?: string[];
}
