import { EntityManager, Knex } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../http/product.response.dto';
import { CategoryCountDto, ProductSearchResultDto } from '../../http/product-search.response.dto';
import { relevanceOf, TextMatch, textMatchOf, whereTextMatches } from './product-text-match';
import { ProductSearchCriteria, SearchProductsQuery } from './search-products.query';

type Row = Record<string, unknown> & { total_count: string };
interface FacetRow {
  category: string;
  count: number;
  min_price: string;
  max_price: string;
}

/**
 * Two queries whatever the page size: the page of products (with the total as a window count) and the
 * category counts with price bounds for the same text, kind and stock filters.
 */
@QueryHandler(SearchProductsQuery)
export class SearchProductsHandler implements IQueryHandler<SearchProductsQuery, ProductSearchResultDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria }: SearchProductsQuery): Promise<ProductSearchResultDto> {
    const em = this.em.fork();
    const knex = em.getKnex();
    const match = textMatchOf(criteria.text);
    const [minPrice, maxPrice] = orderedRange(criteria.minPrice, criteria.maxPrice);

    const page = knex('product as p').select('p.*', knex.raw('count(*) over() as total_count'));
    this.whereVisible(page, criteria, match);
    if (criteria.category) page.where('p.category', criteria.category);
    if (minPrice !== undefined) page.where('p.price', '>=', minPrice);
    if (maxPrice !== undefined) page.where('p.price', '<=', maxPrice);
    this.orderBy(page, criteria, match);
    page.limit(criteria.pageSize).offset((criteria.page - 1) * criteria.pageSize);

    const facets = knex('product as p')
      .select('p.category', knex.raw('count(*)::int as count'), knex.raw('min(p.price) as min_price'))
      .select(knex.raw('max(p.price) as max_price'))
      .groupBy('p.category')
      .orderBy('p.category');
    this.whereVisible(facets, criteria, match);

    const [rows, facetRows] = await Promise.all([
      em.getConnection().execute<Row[]>(page),
      em.getConnection().execute<FacetRow[]>(facets),
    ]);
    const total = rows[0] ? Number(rows[0].total_count) : await this.countBeyondLastPage(criteria, facetRows);
    return {
      items: rows.map((row) => {
        const { total_count: _total, search_vector: _vector, ...columns } = row;
        return ProductDto.fromEntity(em.map(Product, columns));
      }),
      total,
      page: criteria.page,
      pageSize: criteria.pageSize,
      totalPages: Math.ceil(total / criteria.pageSize),
      categories: facetRows.map((facet): CategoryCountDto => ({
        category: facet.category,
        count: facet.count,
      })),
      priceRange: priceRangeOf(facetRows),
    };
  }

  private whereVisible(builder: Knex.QueryBuilder, criteria: ProductSearchCriteria, match: TextMatch | null) {
    builder.where('p.is_active', true);
    if (criteria.kind) builder.where('p.kind', criteria.kind);
    if (criteria.inStock) builder.where('p.stock', '>', 0);
    if (match) whereTextMatches(builder, match);
  }

  private orderBy(builder: Knex.QueryBuilder, criteria: ProductSearchCriteria, match: TextMatch | null) {
    const sort = criteria.sort ?? (match ? 'relevance' : 'newest');
    switch (sort) {
      case 'relevance':
        if (match) {
          const relevance = relevanceOf(match);
          builder.orderByRaw(`${relevance.sql} desc`, relevance.bindings);
        }
        break;
      case 'price_asc':
        builder.orderBy('p.price', 'asc');
        break;
      case 'price_desc':
        builder.orderBy('p.price', 'desc');
        break;
      case 'rating':
        builder.orderByRaw('coalesce(p.rating, 0) desc, p.review_count desc');
        break;
      case 'newest':
        break;
    }
    builder.orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.name', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ]);
  }

  /** A page past the end has no row to carry the window count; the facets know the total. */
  private async countBeyondLastPage(criteria: ProductSearchCriteria, facets: FacetRow[]): Promise<number> {
    if (criteria.page === 1) return 0;
    const [minPrice, maxPrice] = orderedRange(criteria.minPrice, criteria.maxPrice);
    if (minPrice === undefined && maxPrice === undefined) {
      return facets
        .filter((facet) => !criteria.category || facet.category === criteria.category)
        .reduce((sum, facet) => sum + facet.count, 0);
    }
    const em = this.em.fork();
    const count = em.getKnex()('product as p').count<{ count: string }[]>('* as count');
    this.whereVisible(count, criteria, textMatchOf(criteria.text));
    if (criteria.category) count.where('p.category', criteria.category);
    if (minPrice !== undefined) count.where('p.price', '>=', minPrice);
    if (maxPrice !== undefined) count.where('p.price', '<=', maxPrice);
    const [row] = await em.getConnection().execute<{ count: string }[]>(count);
    return Number(row?.count ?? 0);
  }
}

/** The spec: a reversed price range is swapped. */
function orderedRange(min?: number, max?: number): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

function priceRangeOf(facets: FacetRow[]): { min: number; max: number } {
  if (facets.length === 0) return { min: 0, max: 0 };
  return {
    min: Math.min(...facets.map((facet) => Number(facet.min_price))),
    max: Math.max(...facets.map((facet) => Number(facet.max_price))),
  };
}
