import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ValidationProblemDto {
  @ApiProperty({ example: 'customer.city' })
  field: string;

  @ApiProperty({ type: [String], example: ['city is required'] })
  messages: string[];
}

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

  @ApiPropertyOptional({
    type: [String],
    example: ['name', 'city'],
    description: 'Required fields that were missing or blank (message: "Missing required fields: ...")',
  })
  missingFields?: string[];

  @ApiPropertyOptional({
    type: [ValidationProblemDto],
    description: 'Each offending field with its message',
  })
  errors?: ValidationProblemDto[];

  @ApiPropertyOptional({ example: 60, description: 'With 429: seconds to wait (also in Retry-After)' })
  retryAfterSeconds?: number;
}

/** The response header of a paged list: how many items there are over all pages. */
export const TOTAL_COUNT_HEADER = {
  'X-Total-Count': { description: 'How many items over all pages', schema: { type: 'integer', example: 42 } },
};
