import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '@kukur/server-kernel';
import { GetProductQuery } from '../queries/get-product/get-product.query';
import { ListProductsQuery } from '../queries/list-products/list-products.query';
import { ListProductsRequestDto } from './list-products.request.dto';
import { ProductDto } from './product.response.dto';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'List the shop’s products (optionally one category or kind, at most _limit)' })
  @ApiOkResponse({ type: [ProductDto] })
  list(@Query() query: ListProductsRequestDto): Promise<ProductDto[]> {
    return this.queryBus.execute(
      new ListProductsQuery({ category: query.category, kind: query.kind, limit: query._limit }),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product or vaccine' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown or malformed id' })
  get(@Param('id') id: string): Promise<ProductDto> {
    return this.queryBus.execute(new GetProductQuery(id));
  }
}
