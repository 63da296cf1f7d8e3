import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireAdmin, TokenScope } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto, ValidationFailedError } from '@kukur/server-kernel';
import { SendOrderEmailCommand } from '../commands/send-order-email/send-order-email.command';
import { ORDER_NOT_FOUND } from './error-answers';
import { OrderEmailSentDto } from './message.dto';
import { SendOrderEmailRequestDto } from './place-order.request.dto';

@ApiTags('orders')
@Controller()
export class OrderEmailsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('send-order-email')
  @RequireAdmin()
  @TokenScope('orders:write')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail the customer about their order’s current status (admin)' })
  @ApiAcceptedResponse({ type: OrderEmailSentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No order named' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([ORDER_NOT_FOUND])
  async send(
    @Body() body: SendOrderEmailRequestDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<OrderEmailSentDto> {
    const orderId = body.orderId ?? body.orderDetails?._id ?? body.orderDetails?.id;
    if (!orderId) throw new ValidationFailedError('orderId is required', ['orderId']);
    const { email } = await this.commandBus.execute(new SendOrderEmailCommand(admin, orderId));
    return { message: `Email notification sent to ${email}`, email };
  }
}
