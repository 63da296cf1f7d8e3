import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAdmin, TokenScope } from '@kukur/server-identity';
import { ErrorResponseDto, PAGE_SIZE_DEFAULT, TOTAL_COUNT_HEADER } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { ListCustomersForAdminQuery } from '../queries/list-customers-for-admin/list-customers-for-admin.query';
import { CustomerDto, ListCustomersRequestDto } from './customers.dto';

@ApiTags('accounts')
@Controller('user')
export class CustomersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('users')
  @RequireAdmin()
  @TokenScope('customers:read')
  @ApiOperation({
    summary:
      'The shop’s customers (role user), one page, with their orders and money spent (admin); X-Total-Count holds the total',
  })
  @ApiOkResponse({ type: [CustomerDto], headers: TOTAL_COUNT_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid paging or sort' })
  async list(
    @Query() query: ListCustomersRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerDto[]> {
    const sort = query.sort ?? 'joined';
    const { customers, total } = await this.queryBus.execute(
      new ListCustomersForAdminQuery({
        search: query.search ?? '',
        sort,
        direction: query.order ?? (sort === 'name' || sort === 'email' ? 'asc' : 'desc'),
        page: query.page ?? 1,
        pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT,
      }),
    );
    response.header('X-Total-Count', String(total));
    return customers;
  }
}
