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

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: null,
    description: 'When its author last edited it; null if never edited',
  })
  updatedAt: string | null;

  @ApiProperty({
    example: true,
    description:
      'The reviewer has an order of this product that is not cancelled (for a vaccine: a completed vaccination ' +
      'booking with it). Decided when the reviews are read, so a later cancellation takes it away.',
  })
  verifiedBuyer: boolean;

  static fromEntity(review: Review, verifiedBuyer: boolean): ReviewDto {
    return {
      _id: review.id,
      id: review.id,
      userName: review.userName,
      text: review.text,
      rating: review.rating,
      date: review.createdAt.toISOString(),
      updatedAt: review.updatedAt ? review.updatedAt.toISOString() : null,
      verifiedBuyer,
    };
  }
}

export const REVIEW_POST_RESULTS = ['created', 'updated'] as const;
export type ReviewPostResult = (typeof REVIEW_POST_RESULTS)[number];

/** The answer to a review post: the customer's one review of the product, and whether it is new or edited. */
export class PostReviewResponseDto extends ReviewDto {
  @ApiProperty({
    enum: REVIEW_POST_RESULTS,
    example: 'created',
    description: 'created (201): the first review of this customer; updated (200): their review was edited',
  })
  result: ReviewPostResult;

  @ApiProperty({ example: 'Thank you! Your review is published.' })
  message: string;
}

/** The logged-in customer's own review of a product, for the form to edit; null before they write one. */
export class MyReviewResponseDto {
  @ApiProperty({ type: ReviewDto, nullable: true })
  review: ReviewDto | null;
}

/**
 * What a customer sends; the name and date come from the server (sent ones are ignored). A customer has one
 * review per product: sending again edits it.
 */
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
