import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_RATING, MESSAGES, MIN_RATING, REVIEW_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { Trimmed } from '@kukur/server-kernel';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Review } from '../domain/review.entity';

const EXAMPLE_ID = '3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

/** A review as the product page shows it. */
export class ReviewDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID, description: 'Same as id' })
  _id: string;

  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID })
  id: string;

  @ApiProperty({ example: 'Sita Sharma', description: "The reviewer's account name" })
  userName: string;

  @ApiProperty({ example: 'My beagle loves it and it lasts for weeks.' })
  text: string;

  @ApiProperty({ example: 5, minimum: MIN_RATING, maximum: MAX_RATING })
  rating: number;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-20T10:15:00.000Z',
    description: 'When it was written',
  })
  date: string;

  static fromEntity(review: Review): ReviewDto {
    return {
      _id: review.id,
      id: review.id,
      userName: review.userName,
      text: review.text,
      rating: review.rating,
      date: review.createdAt.toISOString(),
    };
  }
}

/** What a customer sends; the name and date come from the server (sent ones are ignored). */
export class AddReviewRequestDto {
  @ApiProperty({ example: 'My beagle loves it and it lasts for weeks.', maxLength: REVIEW_TEXT_MAX_LENGTH })
  @Trimmed()
  @MaxLength(REVIEW_TEXT_MAX_LENGTH, { message: MESSAGES.catalogue.reviewTextTooLong })
  @IsNotEmpty({ message: MESSAGES.catalogue.reviewTextRequired })
  @IsString({ message: MESSAGES.catalogue.reviewTextRequired })
  text: string;

  @ApiProperty({ example: 5, minimum: MIN_RATING, maximum: MAX_RATING })
  @Type(() => Number)
  @Max(MAX_RATING, { message: MESSAGES.catalogue.reviewRatingRange })
  @Min(MIN_RATING, { message: MESSAGES.catalogue.reviewRatingRange })
  @IsInt({ message: MESSAGES.catalogue.reviewRatingRange })
  rating: number;

  @ApiPropertyOptional({ description: 'Ignored: the account name is used' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  userName?: string;

  @ApiPropertyOptional({ description: 'Ignored: the server records the time' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  date?: string;
}
