import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/shared/hooks';
import { useCatalogueParams } from './use-catalogue-params';

export interface ListingFilters {
  /** The pressed category button; the "all" option when no category is chosen. */
  category: string;
  /** The category to ask the server for; undefined for all. */
  chosenCategory: string | undefined;
  /** The buttons: the listing's own, plus the chosen category when it is not among them. */
  options: readonly string[];
  /** What the search box shows. */
  searchText: string;
  /** The search text once typing pauses: what the server is asked for. */
  search: string;
  page: number;
  changeSearch: (text: string) => void;
  changeCategory: (category: string) => void;
  changePage: (page: number) => void;
  /** Back to all categories and no search. */
  clearFilters: () => void;
}

/**
 * The category buttons and search box of a listing (/products, /vaccination), kept in the address as
 * `?category=` and `?search=`, and its page. `allOption` is the button that means no category filter.
 */
export function useListingFilters(allOption: string, ownOptions: readonly string[]): ListingFilters {
  const { params, page, update } = useCatalogueParams();
  const category = params.get('category') || allOption;
  const [searchText, setSearchText] = useState(() => params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  return {
    category,
    chosenCategory: category === allOption ? undefined : category,
    // A category outside the buttons (a vaccine category linked from its page) still gets a button.
    options: ownOptions.includes(category) ? ownOptions : [...ownOptions, category],
    searchText,
    search,
    page,
    changeSearch: (text) => {
      setSearchText(text);
      update({ search: text.trim() }, { replace: true });
    },
    changeCategory: (next) => update({ category: next === allOption ? null : next }),
    changePage: (next) => update({ page: next }),
    clearFilters: () => {
      setSearchText('');
      update({ category: null, search: null });
    },
  };
}
