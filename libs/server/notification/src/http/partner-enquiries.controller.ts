import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PARTNER_ENQUIRY_RATE_LIMIT, PARTNERSHIP_MESSAGES } from '@kukur/contracts';
import { RequireAdmin } from '@kukur/server-identity';
import {
  ApiErrorAnswers,
  clientIp,
  ErrorResponseDto,
  pageWindow,
  TOTAL_COUNT_HEADER,
} from '@kukur/server-kernel';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { SubmitPartnerEnquiryCommand } from '../commands/submit-partner-enquiry/submit-partner-enquiry.command';
import { ListPartnerEnquiriesQuery } from '../queries/list-partner-enquiries/list-partner-enquiries.query';
import {
  PartnerEnquiriesRequestDto,
  PartnerEnquiryDto,
  PartnerEnquiryReceiptDto,
  PartnerEnquiryRequestDto,
} from './partner-enquiry.dto';
import { TOO_MANY_PARTNER_ENQUIRIES } from './error-answers';

@ApiTags('partnership')
@Controller()
export class PartnerEnquiriesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('partner-enquiries')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Send the "Become a Partner" form of /contact (no login). It is stored, the shop’s admins are e-mailed ' +
      `and the sender gets a short receipt. At most ${PARTNER_ENQUIRY_RATE_LIMIT} an hour per client address.`,
  })
  @ApiCreatedResponse({ type: PartnerEnquiryReceiptDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or wrong' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many messages from this address; `retryAfterSeconds` says when to try again',
  })
  @ApiErrorAnswers([TOO_MANY_PARTNER_ENQUIRIES])
  async submit(
    @Body() body: PartnerEnquiryRequestDto,
    @Req() request: Request,
  ): Promise<PartnerEnquiryReceiptDto> {
    const { language, ...enquiry } = body;
    const { id } = await this.commandBus.execute(
      new SubmitPartnerEnquiryCommand(enquiry, clientIp(request), language),
    );
    return { id, message: PARTNERSHIP_MESSAGES.sent };
  }

  @Get('admin/partner-enquiries')
  @RequireAdmin()
  @ApiTags('back office')
  @ApiOperation({
    summary:
      'The "Become a Partner" messages (admin), newest first; by name or e-mail and partner type. X-Total-Count holds the total',
  })
  @ApiOkResponse({ type: [PartnerEnquiryDto], headers: TOTAL_COUNT_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid filter' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin' })
  async list(
    @Query() query: PartnerEnquiriesRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PartnerEnquiryDto[]> {
    const { enquiries, total } = await this.queryBus.execute(
      new ListPartnerEnquiriesQuery({
        search: query.search || undefined,
        partnerType: query.partnerType,
        ...pageWindow(query),
      }),
    );
    response.header('X-Total-Count', String(total));
    return enquiries;
  }
}
