import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductDto, ProductView } from '../../http/product.response.dto';
import { ProductSearchResultDto } from '../../http/product-search.response.dto';
import { ProductSearchIndexStore } from '../../search-index/product-search-index.store';
import { SearchCache } from './search-cache';
import { ProductSearchCriteria, SearchProductsQuery } from './search-products.query';

/** Every field a product answer needs, read under the entity's names (the search vector stays out). */
const PRODUCT_COLUMNS = Object.entries({
  id: 'id',
  name: 'name',
  description: 'description',
  nameNe: 'name_ne',
  descriptionNe: 'description_ne',
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
 * The page's products are found, counted and faceted in the API's in-memory index (brought up to date first
 * when something may have changed), then taken from the rows the index keeps or read by id: at most two
 * statements whatever the page size or the number of matches, none in a quiet catalogue.
 */
@QueryHandler(SearchProductsQuery)
export class SearchProductsHandler implements IQueryHandler<SearchProductsQuery, ProductSearchResultDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly index: ProductSearchIndexStore,
    private readonly cache: SearchCache,
  ) {}

  execute({ criteria }: SearchProductsQuery): Promise<ProductSearchResultDto> {
    return this.cache.get(JSON.stringify(criteria), () => this.search(criteria));
  }

  private async search(criteria: ProductSearchCriteria): Promise<ProductSearchResultDto> {
    const [minPrice, maxPrice] = orderedRange(criteria.minPrice, criteria.maxPrice);
    const found = (await this.index.current()).search({
      text: criteria.text,
      category: criteria.category,
      kind: criteria.kind,
      minPrice,
      maxPrice,
      inStock: criteria.inStock,
      sort: criteria.sort,
      offset: (criteria.page - 1) * criteria.pageSize,
      limit: criteria.pageSize,
      withFacets: criteria.withFacets,
    });
    return {
      items: await this.productsInOrder(found.ids),
      total: found.total,
      page: criteria.page,
      pageSize: criteria.pageSize,
      totalPages: Math.ceil(found.total / criteria.pageSize),
      categories: criteria.withFacets ? found.categories : [],
      priceRange: criteria.withFacets ? found.priceRange : { min: 0, max: 0 },
    };
  }

  /** The products in the index's order: kept rows, and the others read by id in one statement. */
  private async productsInOrder(ids: string[]): Promise<ProductDto[]> {
    const cache = this.index.rows;
    const found = new Map<string, ProductDto>();
    for (const id of ids) {
      const kept = cache.get(id);
      if (kept) found.set(id, kept);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const version = cache.version;
      const em = this.em.fork();
      const page = em
        .getKnex()('product as p')
        .select(PRODUCT_COLUMNS)
        .whereIn('p.id', missing)
        .where('p.is_active', true);
      const rows = await em.getConnection().execute<ProductView[]>(page);
      // The driver hands timestamps over as text.
      const read = rows.map((row): [string, ProductDto] => [
        row.id,
        ProductDto.fromEntity({ ...row, createdAt: new Date(row.createdAt) }),
      ]);
      for (const [id, product] of read) found.set(id, product);
      cache.keep(read, version);
    }
    // A product hidden since the index was read is left out rather than shown.
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}

/** The spec: a reversed price range is swapped. */
function orderedRange(min?: number, max?: number): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}
