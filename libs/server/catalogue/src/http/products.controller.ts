import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAdmin, TokenScope } from '@kukur/server-identity';
import { ApiErrorAnswers, ErrorResponseDto, PublicReadLimit, TOTAL_COUNT_HEADER } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { CreateProductCommand } from '../commands/create-product/create-product.command';
import { HideProductCommand } from '../commands/hide-product/hide-product.command';
import { UpdateProductCommand } from '../commands/update-product/update-product.command';
import { GetProductQuery } from '../queries/get-product/get-product.query';
import { ListProductsQuery } from '../queries/list-products/list-products.query';
import { listQueryOf, searchQueryOf } from './catalogue-queries';
import { PRODUCT_NOT_FOUND } from './error-answers';
import { ListProductsRequestDto } from './list-products.request.dto';
import { ProductInputRequestDto } from './product-input.request.dto';
import { ProductSearchResultDto } from './product-search.response.dto';
import { ProductDto } from './product.response.dto';
import { jsonTextAnswer, productsJson, searchResultJson } from './products-json';
import { SearchProductsRequestDto } from './search-products.request.dto';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get()
  @PublicReadLimit()
  @ApiOperation({
    summary: 'List the shop’s products (optionally one category or kind, at most _limit)',
    description:
      'With page and pageSize the answer is one page, newest first, and X-Total-Count holds the total.',
  })
  @ApiOkResponse({ type: [ProductDto], headers: TOTAL_COUNT_HEADER })
  async list(
    @Query() query: ListProductsRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductDto[] | string> {
    const listQuery = listQueryOf(query);
    if (listQuery instanceof ListProductsQuery) return this.queryBus.execute(listQuery);
    const result = await this.queryBus.execute(listQuery);
    response.header('X-Total-Count', String(result.total));
    return jsonTextAnswer(response, productsJson(result.items));
  }

  @Get('search')
  @PublicReadLimit()
  @ApiOperation({
    summary: 'Search the shop: full text over name, category and description, tolerant of typos and prefixes',
  })
  @ApiOkResponse({ type: ProductSearchResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async search(
    @Query() query: SearchProductsRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const result = await this.queryBus.execute(searchQueryOf(query));
    return jsonTextAnswer(response, searchResultJson(result));
  }

  @Get(':id')
  @PublicReadLimit()
  @ApiOperation({ summary: 'One product or vaccine' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown or malformed id' })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND])
  get(@Param('id') id: string): Promise<ProductDto> {
    return this.queryBus.execute(new GetProductQuery(id));
  }

  @Post()
  @RequireAdmin()
  @TokenScope('catalogue:write')
  @ApiOperation({ summary: 'Add a product or vaccine (admin)' })
  @ApiCreatedResponse({ type: ProductDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing required fields: ...' })
  create(@Body() body: ProductInputRequestDto): Promise<ProductDto> {
    return this.commandBus.execute(new CreateProductCommand(body));
  }

  @Put(':id')
  @RequireAdmin()
  @TokenScope('catalogue:write')
  @ApiOperation({ summary: 'Edit a product (admin); stock and image stay when left out' })
  @ApiOkResponse({ type: ProductDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND])
  update(@Param('id') id: string, @Body() body: ProductInputRequestDto): Promise<ProductDto> {
    return this.commandBus.execute(new UpdateProductCommand(id, body));
  }

  @Delete(':id')
  @RequireAdmin()
  @TokenScope('catalogue:write')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take a product off the shop (admin); it is kept for the orders that bought it' })
  @ApiNoContentResponse({ description: 'Removed from the shop' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiErrorAnswers([PRODUCT_NOT_FOUND])
  async remove(@Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new HideProductCommand(id));
  }
}
