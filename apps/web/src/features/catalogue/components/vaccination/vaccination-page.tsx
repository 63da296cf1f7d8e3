import { SearchOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { Input } from 'antd';
import { useRef, useState } from 'react';
import type { Product } from '@/shared/api';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ScrollToTopButton } from '@/shared/ui/scroll-to-top-button';
import { useSearchProducts } from '../../api/search-products';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';
import { useCatalogueParams } from '../../hooks/use-catalogue-params';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import { CatalogueGrid } from '../listing/catalogue-grid';
import { CataloguePagination } from '../listing/catalogue-pagination';
import { CategoryFilter } from '../listing/category-filter';
import { ALL_VACCINES_OPTION, VACCINE_CATEGORY_OPTIONS } from '../listing/category-options';
import { EmptyPanel } from '../listing/empty-panel';
import { ErrorPanel } from '../listing/error-panel';
import { vaccineCategoryStyle } from '../listing/vaccine-category-style';
import { VaccinationHero } from './vaccination-hero';
import { VaccinationInfoPanel } from './vaccination-info-panel';
import '../listing/catalogue.css';

export interface VaccinationPageProps {
  onAddToCart: (vaccine: Product) => void;
}

/**
 * /vaccination: the vaccine catalogue. Categories (Vaccination means all) and a search over name and
 * description, filtered on the server; the hero's Schedule Now scrolls down to the list.
 */
export function VaccinationPage({ onAddToCart }: VaccinationPageProps) {
  const texts = CATALOGUE_MESSAGES.vaccination;
  const listRef = useRef<HTMLElement>(null);
  const { params, page, update } = useCatalogueParams();
  const category = params.get('category') || ALL_VACCINES_OPTION;
  const [searchText, setSearchText] = useState(() => params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const results = useSearchProducts({
    kind: 'vaccine',
    category: category === ALL_VACCINES_OPTION ? undefined : category,
    text: search,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const options: readonly string[] = (VACCINE_CATEGORY_OPTIONS as readonly string[]).includes(category)
    ? VACCINE_CATEGORY_OPTIONS
    : [...VACCINE_CATEGORY_OPTIONS, category];

  const changeSearch = (text: string) => {
    setSearchText(text);
    update({ search: text.trim() }, { replace: true });
  };

  const clearFilters = () => {
    setSearchText('');
    update({ category: null, search: null });
  };

  return (
    <>
      <VaccinationHero onScheduleNow={() => listRef.current?.scrollIntoView({ behavior: 'smooth' })} />
      <div className="catalogue-page page-container">
        <VaccinationInfoPanel />

        <section
          ref={listRef}
          id="vaccine-list"
          className="vaccine-list"
          aria-labelledby="vaccine-list-title"
        >
          <div className="catalogue-toolbar">
            <div>
              <h2 className="section-title" id="vaccine-list-title">
                {texts.heading(category === ALL_VACCINES_OPTION ? texts.allHeading : category, search)}
              </h2>
              {results.data && (
                <p className="catalogue-toolbar__count" role="status">
                  {texts.count(results.data.total)}
                </p>
              )}
            </div>
            <Input
              className="catalogue-toolbar__search"
              prefix={<SearchOutlined aria-hidden />}
              placeholder={texts.searchPlaceholder}
              aria-label={texts.searchLabel}
              allowClear
              maxLength={SEARCH_TEXT_MAX_LENGTH}
              value={searchText}
              onChange={(event) => changeSearch(event.target.value)}
            />
          </div>

          <CategoryFilter
            options={options}
            value={category}
            styleOf={vaccineCategoryStyle}
            label="Filter vaccines by category"
            onChange={(next) => update({ category: next === ALL_VACCINES_OPTION ? null : next })}
          />

          {results.isPending ? (
            <PageSpinner label={texts.loading} />
          ) : results.isError ? (
            <ErrorPanel title={texts.errorTitle} message={texts.loadFailed} />
          ) : results.data.total === 0 ? (
            <EmptyPanel
              title={texts.empty}
              actionLabel={CATALOGUE_MESSAGES.common.clearFilters}
              onAction={clearFilters}
            />
          ) : (
            <>
              <CatalogueGrid
                products={results.data.items}
                onAddToCart={onAddToCart}
                busy={results.isPlaceholderData}
              />
              <CataloguePagination
                page={page}
                pageSize={results.data.pageSize}
                total={results.data.total}
                onChange={(next) => update({ page: next })}
              />
            </>
          )}
        </section>
      </div>
      <ScrollToTopButton />
    </>
  );
}
