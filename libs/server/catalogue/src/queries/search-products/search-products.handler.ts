import { EntityManager, Knex } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductDto, ProductView } from '../../http/product.response.dto';
import { ProductSearchResultDto } from '../../http/product-search.response.dto';
import { relevanceOf, TextMatch, textMatchOf, whereTextMatches } from './product-text-match';
import { SearchCache } from './search-cache';
import { ProductSearchCriteria, SearchProductsQuery } from './search-products.query';

interface FacetRow {
  category: string;
  count: number;
  min_price: string;
  max_price: string;
}

/** Every field a product answer needs, read under the entity's names (the search vector stays out). */
const PRODUCT_COLUMNS = Object.entries({
  id: 'id',
  name: 'name',
  description: 'description',
  category: 'category',
  kind: 'kind',
  price: 'price',
  oldPrice: 'old_price',
  discount: 'discount',
  isNew: 'is_new',
  isBestSeller: 'is_best_seller',
  image: 'image',
  stock: 'stock',
  rating: 'rating',
  reviewCount: 'review_count',
  details: 'details',
  ingredients: 'ingredients',
  recommendedFor: 'recommended_for',
  isRecommended: 'is_recommended',
  isCoreVaccine: 'is_core_vaccine',
  schedule: 'schedule',
  timing: 'timing',
  frequency: 'frequency',
  petAge: 'pet_age',
  followUp: 'follow_up',
  nextDoseAfterDays: 'next_dose_after_days',
  createdAt: 'created_at',
}).map(([field, column]) => `p.${column} as ${field}`);

/**
 * Two statements whatever the page size: the page (ordered and limited in the database) and either the
 * category counts with price bounds, which also give the total, or just the total. Full text first; only
 * when it finds nothing at all is the text tried again as a typo of product names.
 */
@QueryHandler(SearchProductsQuery)
export class SearchProductsHandler implements IQueryHandler<SearchProductsQuery, ProductSearchResultDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: SearchCache,
  ) {}

  execute({ criteria }: SearchProductsQuery): Promise<ProductSearchResultDto> {
    return this.cache.get(JSON.stringify(criteria), () => this.search(criteria));
  }

  private async search(criteria: ProductSearchCriteria): Promise<ProductSearchResultDto> {
    const match = textMatchOf(criteria.text);
    const found = await this.run(criteria, match);
    if (!match || found.matchedAnything) return found.result;
    return (await this.run(criteria, { ...match, mode: 'similar' })).result;
  }

  private async run(
    criteria: ProductSearchCriteria,
    match: TextMatch | null,
  ): Promise<{ result: ProductSearchResultDto; matchedAnything: boolean }> {
    const em = this.em.fork();
    const knex = em.getKnex();
    const [minPrice, maxPrice] = orderedRange(criteria.minPrice, criteria.maxPrice);
    const priced = (builder: Knex.QueryBuilder) => {
      if (minPrice !== undefined) builder.where('p.price', '>=', minPrice);
      if (maxPrice !== undefined) builder.where('p.price', '<=', maxPrice);
      return builder;
    };

    const page = knex('product as p').select(PRODUCT_COLUMNS);
    this.whereVisible(page, criteria, match);
    if (criteria.category) page.where('p.category', criteria.category);
    priced(page);
    this.orderBy(page, criteria, match);
    page.limit(criteria.pageSize).offset((criteria.page - 1) * criteria.pageSize);

    // The facets ignore the category and price filters (they are what the filters offer).
    const facets = knex('product as p')
      .select('p.category', knex.raw('count(*)::int as count'))
      .select(knex.raw('min(p.price) as min_price'), knex.raw('max(p.price) as max_price'))
      .groupBy('p.category')
      .orderBy('p.category');
    this.whereVisible(facets, criteria, match);

    const count = knex('product as p').select(knex.raw('count(*)::int as count'));
    this.whereVisible(count, criteria, match);
    if (criteria.category) count.where('p.category', criteria.category);
    priced(count);

    const connection = em.getConnection();
    const needsCount = !criteria.withFacets || minPrice !== undefined || maxPrice !== undefined;
    const [rows, facetRows, countRows] = await Promise.all([
      connection.execute<ProductView[]>(page),
      criteria.withFacets ? connection.execute<FacetRow[]>(facets) : Promise.resolve([]),
      needsCount ? connection.execute<{ count: number }[]>(count) : Promise.resolve([]),
    ]);
    const total = needsCount
      ? (countRows[0]?.count ?? 0)
      : facetRows
          .filter((facet) => !criteria.category || facet.category === criteria.category)
          .reduce((sum, facet) => sum + facet.count, 0);
    return {
      matchedAnything: criteria.withFacets ? facetRows.length > 0 : total > 0,
      result: {
        // The driver hands timestamps over as text.
        items: rows.map((row) => ProductDto.fromEntity({ ...row, createdAt: new Date(row.createdAt) })),
        total,
        page: criteria.page,
        pageSize: criteria.pageSize,
        totalPages: Math.ceil(total / criteria.pageSize),
        categories: facetRows.map((facet) => ({ category: facet.category, count: facet.count })),
        priceRange: priceRangeOf(facetRows),
      },
    };
  }

  private whereVisible(builder: Knex.QueryBuilder, criteria: ProductSearchCriteria, match: TextMatch | null) {
    builder.where('p.is_active', true);
    if (criteria.kind) builder.where('p.kind', criteria.kind);
    if (criteria.inStock) builder.where('p.stock', '>', 0);
    if (match) whereTextMatches(builder, match);
  }

  private orderBy(builder: Knex.QueryBuilder, criteria: ProductSearchCriteria, match: TextMatch | null) {
    switch (criteria.sort ?? (match ? 'relevance' : 'newest')) {
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
