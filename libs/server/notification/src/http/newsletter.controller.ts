import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiSeeOtherResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import {
  ApiErrorAnswers,
  APP_CONFIG,
  clientIp,
  ErrorResponseDto,
  UncheckedQuery,
} from '@kukur/server-kernel';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { ConfirmNewsletterCommand } from '../commands/confirm-newsletter/confirm-newsletter.command';
import { SubscribeToNewsletterCommand } from '../commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { UnsubscribeMarketingCommand } from '../commands/unsubscribe-marketing/unsubscribe-marketing.command';
import { SUBSCRIBES_PER_IP_PER_HOUR, SubscribeRateLimit } from '../marketing/subscribe-rate-limit';
import { ReadMarketingLinkQuery } from '../queries/read-marketing-link/read-marketing-link.query';
import {
  CONFIRM_LINK_ANSWERS,
  MARKETING_LINK_INVALID,
  NOTHING_TO_CONFIRM,
  TOO_MANY_SUBSCRIPTIONS,
} from './error-answers';
import {
  ConfirmNewsletterResponseDto,
  MarketingLinkDto,
  TOKEN_QUERY,
  UnsubscribeResponseDto,
} from './marketing-link.dto';
import { SubscribeNewsletterRequestDto } from './subscribe-newsletter.request.dto';
import { SubscribeNewsletterResponseDto } from './subscribe-newsletter.response.dto';

const INVALID_LINK = {
  type: ErrorResponseDto,
  description: `${MESSAGES.newsletter.invalidLink} (${ERROR_CODES.MARKETING_LINK_INVALID}: changed, foreign, of another purpose or garbled; nothing changes)`,
};
const INVALID_OR_EXPIRED_LINK = {
  type: ErrorResponseDto,
  description:
    'The link is not valid (changed, foreign, of another purpose or garbled) or, a week after it was sent, has expired; nothing changes',
};

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL'>,
    private readonly rateLimit: SubscribeRateLimit,
  ) {}

  @Post('subscribe')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Subscribe an address to the newsletter (double opt-in): a confirmation link is e-mailed; nothing else is sent until it is followed',
  })
  @ApiCreatedResponse({
    type: SubscribeNewsletterResponseDto,
    description:
      'A confirmation e-mail is queued: a new address, or an unconfirmed one whose last confirmation is older than 10 minutes',
  })
  @ApiOkResponse({
    type: SubscribeNewsletterResponseDto,
    description:
      'Nothing sent: the address already confirmed (answered as before), or its confirmation went out less than 10 minutes ago',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Please enter a valid email address' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: `More than ${SUBSCRIBES_PER_IP_PER_HOUR} subscriptions from one IP address in an hour (${ERROR_CODES.TOO_MANY_SUBSCRIPTIONS}, with Retry-After)`,
  })
  @ApiErrorAnswers([TOO_MANY_SUBSCRIPTIONS])
  async subscribe(
    @Body() body: SubscribeNewsletterRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SubscribeNewsletterResponseDto> {
    await this.rateLimit.consume(clientIp(request));
    const result = await this.commandBus.execute(new SubscribeToNewsletterCommand(body.email, body.language));
    // 201 only when this request queued a confirmation e-mail.
    if (!result.confirmationSent) response.status(200);
    return {
      message: result.alreadySubscribed ? MESSAGES.newsletter.subscribed : MESSAGES.newsletter.checkInbox,
      ...result,
    };
  }

  @Get('confirm')
  @ApiOperation({
    summary: 'Which address a confirmation link is for (the confirmation page shows it); changes nothing',
  })
  @ApiQuery(TOKEN_QUERY)
  @UncheckedQuery()
  @ApiOkResponse({ type: MarketingLinkDto })
  @ApiBadRequestResponse(INVALID_OR_EXPIRED_LINK)
  @ApiErrorAnswers(CONFIRM_LINK_ANSWERS)
  readConfirmLink(@Query('token') token: string): Promise<MarketingLinkDto> {
    return this.queryBus.execute(new ReadMarketingLinkQuery('newsletter-confirm', token));
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm a newsletter subscription with the signed link of the confirmation e-mail (no login); a welcome e-mail follows',
  })
  @ApiQuery(TOKEN_QUERY)
  @UncheckedQuery()
  @ApiOkResponse({ type: ConfirmNewsletterResponseDto })
  @ApiBadRequestResponse(INVALID_OR_EXPIRED_LINK)
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: `${MESSAGES.newsletter.nothingToConfirm} (unsubscribed since, or never subscribed)`,
  })
  @ApiErrorAnswers([...CONFIRM_LINK_ANSWERS, NOTHING_TO_CONFIRM])
  async confirm(@Query('token') token: string): Promise<ConfirmNewsletterResponseDto> {
    const result = await this.commandBus.execute(new ConfirmNewsletterCommand(token));
    return { message: MESSAGES.newsletter.confirmed, ...result };
  }

  @Get('unsubscribe/details')
  @ApiOperation({
    summary: 'Which address an unsubscribe link is for (the unsubscribe page shows it); changes nothing',
  })
  @ApiQuery(TOKEN_QUERY)
  @UncheckedQuery()
  @ApiOkResponse({ type: MarketingLinkDto })
  @ApiBadRequestResponse(INVALID_LINK)
  @ApiErrorAnswers([MARKETING_LINK_INVALID])
  readUnsubscribeLink(@Query('token') token: string): Promise<MarketingLinkDto> {
    return this.queryBus.execute(new ReadMarketingLinkQuery('unsubscribe', token));
  }

  @Get('unsubscribe')
  @ApiOperation({
    summary:
      'The List-Unsubscribe address opened in a browser: redirects to the unsubscribe page, which asks before anything changes',
  })
  @ApiQuery(TOKEN_QUERY)
  @UncheckedQuery()
  @ApiSeeOtherResponse({ description: 'Redirect to /unsubscribe?token=...' })
  openUnsubscribeLink(@Query('token') token: string, @Res() response: Response): void {
    const page = new URL('/unsubscribe', this.config.PUBLIC_URL);
    if (typeof token === 'string') page.searchParams.set('token', token);
    void response.redirect(page.toString(), 303);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Stop every marketing e-mail to the address of a signed link, without login: RFC 8058 one-click (the body `List-Unsubscribe=One-Click` is ignored) and the unsubscribe page’s button. Ends the newsletter subscription and clears a customer’s opt-in; repeating it is harmless',
  })
  @ApiQuery(TOKEN_QUERY)
  @UncheckedQuery()
  @ApiOkResponse({ type: UnsubscribeResponseDto })
  @ApiBadRequestResponse(INVALID_LINK)
  @ApiErrorAnswers([MARKETING_LINK_INVALID])
  async unsubscribe(@Query('token') token: string): Promise<UnsubscribeResponseDto> {
    const result = await this.commandBus.execute(new UnsubscribeMarketingCommand(token));
    return { message: MESSAGES.newsletter.unsubscribed, ...result };
  }
}
