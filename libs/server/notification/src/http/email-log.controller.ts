import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAdmin } from '@kukur/server-identity';
import { ErrorResponseDto, pageWindow, TOTAL_COUNT_HEADER } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { ListEmailLogQuery } from '../queries/list-email-log/list-email-log.query';
import { EmailLogEntryDto, EmailLogRequestDto } from './email-log.dto';

@ApiTags('back office')
@Controller('admin/emails')
@RequireAdmin()
export class EmailLogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'The e-mail log (admin): every e-mail sent, being sent or failed, latest attempt first; by recipient, order, booking or status. X-Total-Count holds the total',
  })
  @ApiOkResponse({ type: [EmailLogEntryDto], headers: TOTAL_COUNT_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid filter' })
  async list(
    @Query() query: EmailLogRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EmailLogEntryDto[]> {
    const { entries, total } = await this.queryBus.execute(
      new ListEmailLogQuery({
        search: query.search || undefined,
        orderId: query.orderId,
        bookingId: query.bookingId,
        status: query.status,
        ...pageWindow(query),
      }),
    );
    response.header('X-Total-Count', String(total));
    return entries;
  }
}
