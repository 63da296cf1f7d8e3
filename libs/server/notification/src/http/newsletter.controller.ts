import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES } from '@kukur/contracts';
import { ErrorResponseDto } from '@kukur/server-kernel';
import type { Response } from 'express';
import { SubscribeToNewsletterCommand } from '../commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { SubscribeNewsletterRequestDto } from './subscribe-newsletter.request.dto';
import { SubscribeNewsletterResponseDto } from './subscribe-newsletter.response.dto';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('subscribe')
  @HttpCode(201)
  @ApiOperation({ summary: 'Subscribe an address to the newsletter; a confirmation e-mail follows once' })
  @ApiCreatedResponse({ type: SubscribeNewsletterResponseDto, description: 'Subscribed' })
  @ApiOkResponse({
    type: SubscribeNewsletterResponseDto,
    description: 'Was already subscribed; nothing changed',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Please enter a valid email address' })
  async subscribe(
    @Body() body: SubscribeNewsletterRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SubscribeNewsletterResponseDto> {
    const result = await this.commandBus.execute(new SubscribeToNewsletterCommand(body.email));
    if (result.alreadySubscribed) response.status(200);
    return { message: MESSAGES.newsletter.subscribed, ...result };
  }
}
