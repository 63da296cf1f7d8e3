import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MESSAGES, REVIEW_RATE_LIMIT } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireLogin } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto, PublicReadLimit } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { AddReviewCommand } from '../commands/add-review/add-review.command';
import { GetMyReviewQuery } from '../queries/get-my-review/get-my-review.query';
import { ListReviewsQuery } from '../queries/list-reviews/list-reviews.query';
import { PRODUCT_NOT_FOUND, TOO_MANY_REVIEWS } from './error-answers';
import { AddReviewRequestDto, MyReviewResponseDto, PostReviewResponseDto, ReviewDto } from './review.dto';

@ApiTags('catalogue')
@Controller('products/:id/comments')
export class ReviewsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get()
  @PublicReadLimit()
  @ApiOperation({
    summary: 'A product’s reviews, newest first, each with whether its author is a verified buyer',
  })
  @ApiOkResponse({ type: [ReviewDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND])
  list(@Param('id') id: string): Promise<ReviewDto[]> {
    return this.queryBus.execute(new ListReviewsQuery(id));
  }

  @Get('mine')
  @RequireLogin()
  @ApiOperation({ summary: 'The logged-in customer’s own review of the product, to edit (null if none yet)' })
  @ApiOkResponse({ type: MyReviewResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Product not found' })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND])
  async mine(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<MyReviewResponseDto> {
    return { review: await this.queryBus.execute(new GetMyReviewQuery(id, user.id)) };
  }

  @Post()
  @RequireLogin()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Review a product (logged in). One review per customer and product: the first post adds it (201), ' +
      `a later one edits it (200). The account name is shown with it. At most ${REVIEW_RATE_LIMIT} posts an hour per account.`,
  })
  @ApiCreatedResponse({ type: PostReviewResponseDto, description: 'The customer’s first review of it' })
  @ApiOkResponse({ type: PostReviewResponseDto, description: 'The customer’s review was edited' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Please write a few words about the product',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Product not found' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many review posts from this account; `retryAfterSeconds` says when to try again',
  })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND, TOO_MANY_REVIEWS])
  async add(
    @Param('id') id: string,
    @Body() body: AddReviewRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PostReviewResponseDto> {
    const { review, result } = await this.commandBus.execute(
      new AddReviewCommand(id, { id: user.id, name: user.name }, body.text, body.rating),
    );
    if (result === 'updated') response.status(200);
    const message =
      result === 'created' ? MESSAGES.catalogue.reviewCreated : MESSAGES.catalogue.reviewUpdated;
    return { ...review, result, message };
  }
}
