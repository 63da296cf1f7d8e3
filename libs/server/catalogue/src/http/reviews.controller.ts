import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireLogin } from '@kukur/server-identity';
import { ErrorResponseDto } from '@kukur/server-kernel';
import { AddReviewCommand } from '../commands/add-review/add-review.command';
import { ListReviewsQuery } from '../queries/list-reviews/list-reviews.query';
import { AddReviewRequestDto, ReviewDto } from './review.dto';

@ApiTags('catalogue')
@Controller('products/:id/comments')
export class ReviewsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'A product’s reviews, newest first' })
  @ApiOkResponse({ type: [ReviewDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  list(@Param('id') id: string): Promise<ReviewDto[]> {
    return this.queryBus.execute(new ListReviewsQuery(id));
  }

  @Post()
  @RequireLogin()
  @HttpCode(201)
  @ApiOperation({ summary: 'Review a product (logged in); the account name is shown with it' })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  add(
    @Param('id') id: string,
    @Body() body: AddReviewRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReviewDto> {
    return this.commandBus.execute(
      new AddReviewCommand(id, { id: user.id, name: user.name }, body.text, body.rating),
    );
  }
}
