import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { PRODUCT_NOT_FOUND } from '@kukur/server-catalogue';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireAdmin } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto } from '@kukur/server-kernel';
import { AnnounceProductCommand } from '../commands/announce-product/announce-product.command';
import { GetAnnouncementQuery } from '../queries/get-announcement/get-announcement.query';
import { ListAnnouncementsQuery } from '../queries/list-announcements/list-announcements.query';
import {
  AnnouncementProgressDto,
  SendProductNotificationRequestDto,
  SendProductNotificationResponseDto,
} from './announcement.dto';
import { ANNOUNCEMENT_NOT_FOUND } from './error-answers';

@ApiTags('notifications')
@Controller('notifications')
@RequireAdmin()
export class AnnouncementsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('send-product-notification')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Tell confirmed newsletter subscribers and customers who opted in about a product (admin); the e-mails go out in the background',
  })
  @ApiAcceptedResponse({ type: SendProductNotificationResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Product not found' })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND])
  async sendProductNotification(
    @Body() body: SendProductNotificationRequestDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<SendProductNotificationResponseDto> {
    const result = await this.commandBus.execute(new AnnounceProductCommand(body.productId, admin.id));
    return {
      message: `Notification is being sent to ${result.recipients} recipient${result.recipients === 1 ? '' : 's'}`,
      ...result,
    };
  }

  @Get('announcements')
  @ApiOperation({ summary: 'The 10 latest announcements with their progress, newest first (admin)' })
  @ApiOkResponse({ type: [AnnouncementProgressDto] })
  latest(): Promise<AnnouncementProgressDto[]> {
    return this.queryBus.execute(new ListAnnouncementsQuery(10));
  }

  @Get('announcements/:id')
  @ApiOperation({ summary: 'Progress of an announcement (admin): sent, failed, pending' })
  @ApiOkResponse({ type: AnnouncementProgressDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such announcement' })
  @ApiErrorAnswers([ANNOUNCEMENT_NOT_FOUND])
  progress(@Param('id') id: string): Promise<AnnouncementProgressDto> {
    return this.queryBus.execute(new GetAnnouncementQuery(id));
  }
}
