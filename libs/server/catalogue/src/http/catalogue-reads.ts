import { Injectable, type Type } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createValidationPipe } from '@kukur/server-kernel';
import { GetProductQuery } from '../queries/get-product/get-product.query';
import { listQueryOf, searchQueryOf } from './catalogue-queries';
import { ListProductsRequestDto } from './list-products.request.dto';
import type { ProductSearchResultDto } from './product-search.response.dto';
import type { ProductDto } from './product.response.dto';
import { SearchProductsRequestDto } from './search-products.request.dto';

/** A value as it leaves the API in JSON: what a browser reading the REST answer gets. */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The shop's public catalogue reads for callers in this process (the server-rendered pages): the same query
 * strings, validation, queries and answers (as JSON) as GET /api/products, /api/products/search and
 * /api/products/{id}, without a request to itself. Bad input rejects with the same ValidationFailedError.
 */
@Injectable()
export class CatalogueReads {
  private readonly validation = createValidationPipe();

  constructor(private readonly queryBus: QueryBus) {}

  async product(id: string): Promise<ProductDto> {
    return asJson(await this.queryBus.execute(new GetProductQuery(id)));
  }

  async products(query: object): Promise<ProductDto[]> {
    const listQuery = listQueryOf(await this.validated(ListProductsRequestDto, query));
    const answer: ProductDto[] | ProductSearchResultDto = await this.queryBus.execute(listQuery);
    return asJson(Array.isArray(answer) ? answer : answer.items);
  }

  async search(query: object): Promise<ProductSearchResultDto> {
    return asJson(
      await this.queryBus.execute(searchQueryOf(await this.validated(SearchProductsRequestDto, query))),
    );
  }

  private async validated<T extends object>(dto: Type<T>, query: object): Promise<T> {
    return (await this.validation.transform({ ...query }, { type: 'query', metatype: dto })) as T;
  }
}
