import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { PAYMENT_MESSAGES } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireAdmin, RequireLogin, TokenScope } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto } from '@kukur/server-kernel';
import { OrderDto } from '@kukur/server-ordering';
import { InitiateKhaltiPaymentCommand } from '../commands/initiate-khalti-payment/initiate-khalti-payment.command';
import { RecordOrderPaymentCommand } from '../commands/record-order-payment/record-order-payment.command';
import { RetryRefundCommand } from '../commands/retry-refund/retry-refund.command';
import { SettleCashRefundCommand } from '../commands/settle-cash-refund/settle-cash-refund.command';
import { VerifyKhaltiPaymentCommand } from '../commands/verify-khalti-payment/verify-khalti-payment.command';
import {
  INITIATE_PAYMENT_ANSWERS,
  NO_CASH_REFUND_DUE,
  NO_FAILED_REFUND,
  ORDER_NOT_FOUND,
  RECORD_PAYMENT_ANSWERS,
  VERIFY_PAYMENT_ANSWERS,
} from './error-answers';
import {
  InitiatedPaymentDto,
  InitiatePaymentRequestDto,
  RecordOrderPaymentRequestDto,
  VerifiedPaymentDto,
  VerifyPaymentRequestDto,
} from './payment.dto';

@ApiTags('payments')
@Controller()
@RequireLogin()
export class PaymentsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('payments/initiate-payment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start paying one’s own Pending order with Khalti; answers the payment_url' })
  @ApiOkResponse({ type: InitiatedPaymentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.amountTooSmall })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not your order' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already paid, or no longer Pending' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'Khalti refused our credentials' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.khaltiUnavailable })
  @ApiErrorAnswers(INITIATE_PAYMENT_ANSWERS)
  initiate(
    @Body() body: InitiatePaymentRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InitiatedPaymentDto> {
    return this.commandBus.execute(new InitiateKhaltiPaymentCommand(user, body.purchase_order_id));
  }

  @Post('payments/verify-khalti-lookup')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'After Khalti’s redirect: the server looks the pidx up at Khalti and pays the order only for Completed',
  })
  @ApiOkResponse({
    type: VerifiedPaymentDto,
    description: 'success is false while pending, canceled or expired',
  })
  @ApiPaymentRequiredResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.verificationFailed })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown pidx, or not yours' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'Khalti refused our credentials' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.khaltiUnavailable })
  @ApiErrorAnswers(VERIFY_PAYMENT_ANSWERS)
  verify(
    @Body() body: VerifyPaymentRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VerifiedPaymentDto> {
    return this.commandBus.execute(new VerifyKhaltiPaymentCommand(user, body.pidx));
  }

  @Put('orders/:id/payment')
  @TokenScope('orders:write')
  @ApiOperation({
    summary:
      'Choose cash on delivery for one’s own order (pending); an admin marks it paid when the cash is in',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Not cash on delivery, or an unknown status',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Only an admin marks cash as received' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown order, or not yours' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Already paid, no longer Pending, or not cash on delivery',
  })
  @ApiErrorAnswers(RECORD_PAYMENT_ANSWERS)
  recordPayment(
    @Param('id') id: string,
    @Body() body: RecordOrderPaymentRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<OrderDto> {
    return this.commandBus.execute(
      new RecordOrderPaymentCommand(user, id, body.paymentMethod, body.paymentStatus),
    );
  }

  @Post('orders/:id/refund/retry')
  @RequireAdmin()
  @TokenScope('orders:write')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ask Khalti again for a failed refund of a cancelled order (admin); the refund job carries it out',
  })
  @ApiOkResponse({ type: OrderDto, description: 'The order, its payment status refund-pending' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown order' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noFailedRefund })
  @ApiErrorAnswers([ORDER_NOT_FOUND, NO_FAILED_REFUND])
  retryRefund(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<OrderDto> {
    return this.commandBus.execute(new RetryRefundCommand(admin, id));
  }

  @Post('orders/:id/refund/cash-settled')
  @RequireAdmin()
  @TokenScope('orders:write')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Record that a cancelled cash-on-delivery order’s cash was given back by hand (admin); the customer is told',
  })
  @ApiOkResponse({ type: OrderDto, description: 'The order, its payment status refunded' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown order' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noCashRefundDue })
  @ApiErrorAnswers([ORDER_NOT_FOUND, NO_CASH_REFUND_DUE])
  settleCashRefund(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<OrderDto> {
    return this.commandBus.execute(new SettleCashRefundCommand(admin, id));
  }
}
