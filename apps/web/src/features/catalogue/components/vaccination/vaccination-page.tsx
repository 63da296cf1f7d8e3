import { type ReactNode, useRef } from 'react';
import { ScrollToTopButton } from '@/shared/ui/scroll-to-top-button';
import { useSearchProducts } from '../../api/search-products';
import { useCatalogueTexts } from '../../catalogue-messages';
import { useListingFilters } from '../../hooks/use-listing-filters';
import { CatalogueResults } from '../listing/catalogue-results';
import { CatalogueSearchBox } from '../listing/catalogue-search-box';
import { CategoryFilter } from '../listing/category-filter';
import { ALL_VACCINES_OPTION, VACCINE_CATEGORY_OPTIONS } from '../listing/category-options';
import { vaccineCategoryStyle } from '../listing/vaccine-category-style';
import { vaccinationListingSearch } from '../../utils/listing-params';
import { VaccinationHero } from './vaccination-hero';
import { VaccinationInfoPanel } from './vaccination-info-panel';
import '../listing/catalogue.css';

export interface VaccinationPageProps {
  /** The app's way to book (the Schedule Vaccination button), shown in the hero beside Schedule Now. */
  scheduleAction?: ReactNode;
}

/** Vaccines are booked from their cards and pages, never carted: the list has no cart to add to. */
const NO_CART = () => undefined;

/**
 * /vaccination: the vaccine catalogue. Categories (Vaccination means all) and a search over name and
 * description, filtered on the server; the hero's Schedule Now scrolls down to the list.
 */
export function VaccinationPage({ scheduleAction }: VaccinationPageProps) {
  const catalogueTexts = useCatalogueTexts();
  const texts = catalogueTexts.vaccination;
  const listRef = useRef<HTMLElement>(null);
  const filters = useListingFilters(ALL_VACCINES_OPTION, VACCINE_CATEGORY_OPTIONS);
  const results = useSearchProducts(
    vaccinationListingSearch(filters.chosenCategory, filters.search, filters.page),
  );

  return (
    <>
      <VaccinationHero
        onScheduleNow={() => listRef.current?.scrollIntoView({ behavior: 'smooth' })}
        scheduleAction={scheduleAction}
      />
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
                {texts.heading(filters.chosenCategory ?? texts.allHeading, filters.search)}
              </h2>
              {results.data && (
                <p className="catalogue-toolbar__count" role="status">
                  {texts.count(results.data.total)}
                </p>
              )}
            </div>
            <CatalogueSearchBox
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              value={filters.searchText}
              onChange={filters.changeSearch}
            />
          </div>

          <CategoryFilter
            options={filters.options}
            value={filters.category}
            styleOf={vaccineCategoryStyle}
            label={texts.filterByCategory}
            onChange={filters.changeCategory}
          />

          <CatalogueResults
            cardHeadingLevel={3}
            results={results}
            page={filters.page}
            onPageChange={filters.changePage}
            onAddToCart={NO_CART}
            loadingLabel={texts.loading}
            error={{ title: texts.errorTitle, message: texts.loadFailed }}
            empty={{
              title: texts.empty,
              actionLabel: catalogueTexts.common.clearFilters,
              onAction: filters.clearFilters,
            }}
          />
        </section>
      </div>
      <ScrollToTopButton />
    </>
  );
}
