import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ORDERING_MESSAGES } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import {
  AllowVisitors,
  CurrentUser,
  OptionalUser,
  RequireAdmin,
  RequireLogin,
  TokenScope,
} from '@kukur/server-identity';
import {
  ApiErrorAnswers,
  ErrorResponseDto,
  TOTAL_COUNT_HEADER,
  ValidationFailedError,
} from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { CancelOrderCommand } from '../commands/cancel-order/cancel-order.command';
import { ChangeOrderStatusCommand } from '../commands/change-order-status/change-order-status.command';
import { HideOrderCommand } from '../commands/hide-order/hide-order.command';
import { PlaceOrderCommand } from '../commands/place-order/place-order.command';
import { GetFirstOrderOfferQuery } from '../queries/get-first-order-offer/get-first-order-offer.query';
import { GetLatestOrderQuery } from '../queries/get-latest-order/get-latest-order.query';
import { GetOrderQuery } from '../queries/get-order/get-order.query';
import { GetOrderStatsQuery } from '../queries/get-order-stats/get-order-stats.query';
import { ListOrdersQuery } from '../queries/list-orders/list-orders.query';
import {
  ILLEGAL_TRANSITION,
  NOT_CANCELLABLE,
  NOT_DELETABLE,
  ORDER_NOT_FOUND,
  PLACE_ORDER_ANSWERS,
} from './error-answers';
import { OrderConflictResponseDto } from './order-conflict.response.dto';
import { OrderStatsDto } from './order-stats.dto';
import { FirstOrderOfferDto } from './first-order-offer.dto';
import { MessageDto } from './message.dto';
import { OrderDto, OrderItemDto } from './order.response.dto';
import {
  ChangeOrderStatusRequestDto,
  ListOrdersRequestDto,
  PlaceOrderRequestDto,
} from './place-order.request.dto';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @RequireLogin()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Place an order for the logged-in customer; prices, total and stock are the server’s',
    description:
      'A customer with no order that is not cancelled gets the first-order discount (FIRST_ORDER_DISCOUNT_PERCENT % of the subtotal, rounded to the paisa); two orders placed at once get it once.',
  })
  @ApiCreatedResponse({ type: OrderDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'missingFields, empty cart, zero total, quantity',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userEmail is not the logged-in account’s' })
  @ApiConflictResponse({ type: OrderConflictResponseDto, description: 'Out of stock, or no longer sold' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description:
      'The customer already has MAX_UNPAID_ORDERS_PER_CUSTOMER unpaid orders (Pending, no money received); Retry-After and `retryAfterSeconds` say when to try again (UNPAID_ORDER_GRACE_MINUTES)',
  })
  @ApiErrorAnswers(PLACE_ORDER_ANSWERS)
  place(@Body() body: PlaceOrderRequestDto, @CurrentUser() user: AuthenticatedUser): Promise<OrderDto> {
    const lines = body.products.map((line, index) => {
      const productId = line.productId ?? line.id ?? line._id;
      if (!productId) {
        throw new ValidationFailedError('Each product needs its id', [`products.${index}.productId`]);
      }
      return { productId, quantity: line.quantity };
    });
    const { name, phoneNumber, city, colony, orderNotes } = body.customer;
    return this.commandBus.execute(
      new PlaceOrderCommand(
        user,
        { name, phoneNumber, city, colony, orderNotes: orderNotes ?? null },
        lines,
        body.userEmail,
      ),
    );
  }

  @Get()
  @RequireAdmin()
  @TokenScope('orders:read')
  @ApiOperation({ summary: 'Every order, newest first (admin); X-Total-Count holds the total' })
  @ApiOkResponse({ type: [OrderDto], headers: TOTAL_COUNT_HEADER })
  async list(
    @Query() query: ListOrdersRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderDto[]> {
    const { orders, total } = await this.queryBus.execute(
      new ListOrdersQuery({
        search: query.search,
        status: query.status,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 50,
      }),
    );
    response.header('X-Total-Count', String(total));
    return orders;
  }

  @Get('stats')
  @RequireAdmin()
  @TokenScope('orders:read')
  @ApiOperation({ summary: 'Order counts by status and revenue (admin)' })
  @ApiOkResponse({ type: OrderStatsDto })
  stats(): Promise<OrderStatsDto> {
    return this.queryBus.execute(new GetOrderStatsQuery());
  }

  @Get('first-order-offer')
  @AllowVisitors()
  @ApiOperation({
    summary:
      'The first-order offer (percent off the first order that is not cancelled) and whether the caller’s next order gets it',
    description:
      'Open to visitors (eligible is then false: they are invited to sign up). The discount itself is decided again when the order is placed.',
  })
  @ApiOkResponse({ type: FirstOrderOfferDto })
  firstOrderOffer(@OptionalUser() user: AuthenticatedUser | null): Promise<FirstOrderOfferDto> {
    return this.queryBus.execute(new GetFirstOrderOfferQuery(user));
  }

  @Get('latest')
  @RequireLogin()
  @ApiOperation({ summary: 'The logged-in customer’s most recent order' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([ORDER_NOT_FOUND])
  latest(@CurrentUser() user: AuthenticatedUser): Promise<OrderDto> {
    return this.queryBus.execute(new GetLatestOrderQuery(user));
  }

  @Get(':id')
  @TokenScope('orders:read')
  @RequireLogin()
  @ApiOperation({ summary: 'One order: one’s own, or any for an admin (with its history)' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([ORDER_NOT_FOUND])
  get(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<OrderDto> {
    return this.queryBus.execute(new GetOrderQuery(user, id));
  }

  @Get(':id/items')
  @TokenScope('orders:read')
  @RequireLogin()
  @ApiOperation({ summary: 'The lines of an order (one’s own, or any for an admin)' })
  @ApiOkResponse({ type: [OrderItemDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([ORDER_NOT_FOUND])
  async items(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<OrderItemDto[]> {
    return (await this.queryBus.execute(new GetOrderQuery(user, id))).items;
  }

  @Patch(':id/cancel')
  @RequireLogin()
  @ApiOperation({
    summary: 'Cancel one’s own Pending order; its stock goes back and a payment is refunded',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ORDERING_MESSAGES.onlyPendingCancellable })
  @ApiErrorAnswers([ORDER_NOT_FOUND, NOT_CANCELLABLE])
  cancel(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<OrderDto> {
    return this.commandBus.execute(new CancelOrderCommand(user, id));
  }

  @Delete(':id')
  @RequireLogin()
  @ApiOperation({
    summary:
      'Delete an order from one’s own history (the shop keeps it); a Pending order is cancelled first (stock back, refund if paid)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ORDERING_MESSAGES.approvedNotDeletable })
  @ApiErrorAnswers([ORDER_NOT_FOUND, NOT_DELETABLE])
  async remove(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<MessageDto> {
    await this.commandBus.execute(new HideOrderCommand(user, id));
    return { message: ORDERING_MESSAGES.orderDeleted };
  }

  @Put(':id')
  @RequireAdmin()
  @TokenScope('orders:write')
  @ApiOperation({
    summary:
      'Change an order’s status (admin): Pending -> Approved -> Completed, Pending/Approved -> Cancelled',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not allowed from the current status' })
  @ApiErrorAnswers([ORDER_NOT_FOUND, ILLEGAL_TRANSITION])
  changeStatus(
    @Param('id') id: string,
    @Body() body: ChangeOrderStatusRequestDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<OrderDto> {
    return this.commandBus.execute(new ChangeOrderStatusCommand(admin, id, body.status, body.note ?? null));
  }
}
