import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '@kukur/server-identity';
import { CurrentUser, RequireLogin } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto } from '@kukur/server-kernel';
import { GetUserOrdersQuery } from '../queries/get-user-orders/get-user-orders.query';
import { OTHERS_ORDERS } from './error-answers';
import { OrderDto } from './order.response.dto';

@ApiTags('orders')
@Controller('users')
export class UserOrdersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':email/orders')
  @RequireLogin()
  @ApiOperation({ summary: 'A customer’s order history: one’s own (or any customer’s for an admin)' })
  @ApiOkResponse({ type: [OrderDto] })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Someone else’s e-mail' })
  @ApiErrorAnswers([OTHERS_ORDERS])
  list(@Param('email') email: string, @CurrentUser() user: AuthenticatedUser): Promise<OrderDto[]> {
    return this.queryBus.execute(new GetUserOrdersQuery(user, email));
  }
}
