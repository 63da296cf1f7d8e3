import {
  formatCount,
  type Language,
  MAX_QUANTITY_PER_PRODUCT,
  REVIEW_TEXT_MAX_LENGTH,
} from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useTexts } from '@/shared/i18n';

const VACCINE_INFO = ['core', 'puppy', 'adult', 'additional'] as const;

/**
 * Every text of the catalogue screens, in the reader's language (locales/<lang>/catalogue.json; the English
 * one is the specs' wording: storefront products listing, product detail, error catalogue; services: vaccine
 * catalogue and detail, search results). Numbers are written in the language's digits.
 */
function catalogueTexts(t: TFunction<'catalogue'>, language: Language) {
  const n = (value: number) => formatCount(value, language);
  const products = (count: number) => t('common.product', { count, n: n(count) });
  /** A category's name as the reader reads it (the catalogue's own names are English). */
  const category = (name: string) => t(`categories.${name}` as 'categories.All', { defaultValue: name });
  return {
    category,
    common: {
      tryAgain: t('common.tryAgain'),
      clearFilters: t('common.clearFilters'),
      resetFilters: t('common.resetFilters'),
      loadingProducts: t('common.loadingProducts'),
      productsLoadFailed: t('common.productsLoadFailed'),
    },
    featured: {
      eyebrow: t('featured.eyebrow'),
      heading: (name: string) => t('featured.heading', { category: category(name) }),
      searchPlaceholder: t('featured.searchPlaceholder'),
      searchLabel: t('featured.searchLabel'),
      empty: (search: string) => (search ? t('featured.emptyMatching', { search }) : t('featured.empty')),
      errorTitle: t('featured.errorTitle'),
      shown: (shown: number, total: number) => t('featured.shown', { shown: n(shown), total: n(total) }),
      viewAll: t('featured.viewAll'),
    },
    listing: {
      title: t('listing.title'),
      lead: t('listing.lead'),
      searchLabel: t('listing.searchLabel'),
      searchPlaceholder: t('listing.searchPlaceholder'),
      count: (count: number) => t('listing.count', { products: products(count) }),
      empty: t('listing.empty'),
      errorTitle: t('listing.errorTitle'),
      categoriesLabel: t('listing.categoriesLabel'),
      pagination: t('listing.pagination'),
      filterByCategory: t('listing.filterByCategory'),
    },
    detail: {
      loading: t('detail.loading'),
      loadFailed: t('detail.loadFailed'),
      notFound: t('detail.notFound'),
      highlights: t('detail.highlights'),
      breadcrumb: t('detail.breadcrumb'),
      decreaseQuantity: t('detail.decreaseQuantity'),
      increaseQuantity: t('detail.increaseQuantity'),
      backToProducts: t('detail.backToProducts'),
      backToVaccinations: t('detail.backToVaccinations'),
      badges: {
        isNew: t('detail.badges.isNew'),
        topRated: t('detail.badges.topRated'),
        bestSeller: t('detail.badges.bestSeller'),
      },
      reviewCount: (count: number) => t('detail.review', { count, n: n(count) }),
      category: t('detail.category'),
      percentOff: (percent: number) => t('detail.percentOff', { percent: n(percent) }),
      lowStock: (stock: number) => t('detail.lowStock', { stock: n(stock) }),
      outOfStock: t('detail.outOfStock'),
      quantity: t('detail.quantity'),
      maxPerOrder: t('detail.maxPerOrder', { max: n(MAX_QUANTITY_PER_PRODUCT) }),
      addToCart: t('detail.addToCart'),
      buyNow: t('detail.buyNow'),
      loginRequiredTitle: t('detail.loginRequiredTitle'),
      loginRequired: t('detail.loginRequired'),
      tabs: {
        description: t('detail.tabs.description'),
        details: t('detail.tabs.details'),
        ingredients: t('detail.tabs.ingredients'),
        recommended: t('detail.tabs.recommended'),
      },
      noDescription: t('detail.noDescription'),
      emptyList: t('detail.emptyList'),
      similarTitle: t('detail.similarTitle'),
      wishlist: {
        add: (name: string) => t('detail.wishlist.add', { name }),
        remove: (name: string) => t('detail.wishlist.remove', { name }),
        addedTitle: t('detail.wishlist.addedTitle'),
        added: (name: string) => t('detail.wishlist.added', { name }),
        removedTitle: t('detail.wishlist.removedTitle'),
        removed: (name: string) => t('detail.wishlist.removed', { name }),
      },
    },
    vaccineDetail: {
      badges: {
        recommended: t('vaccineDetail.badges.recommended'),
        coreVaccine: t('vaccineDetail.badges.coreVaccine'),
      },
      tabs: {
        description: t('vaccineDetail.tabs.description'),
        details: t('vaccineDetail.tabs.details'),
        ingredients: t('vaccineDetail.tabs.ingredients'),
        recommended: t('vaccineDetail.tabs.recommended'),
      },
      scheduleTitle: t('vaccineDetail.scheduleTitle'),
      schedule: {
        timing: t('vaccineDetail.schedule.timing'),
        frequency: t('vaccineDetail.schedule.frequency'),
        petAge: t('vaccineDetail.schedule.petAge'),
        followUp: t('vaccineDetail.schedule.followUp'),
      },
      // The spec leaves the defaults open: point the owner to the vet rather than guess a schedule.
      scheduleDefaults: {
        timing: t('vaccineDetail.scheduleDefaults.timing'),
        frequency: t('vaccineDetail.scheduleDefaults.frequency'),
        petAge: t('vaccineDetail.scheduleDefaults.petAge'),
        followUp: t('vaccineDetail.scheduleDefaults.followUp'),
      },
      similarTitle: t('vaccineDetail.similarTitle'),
    },
    reviews: {
      title: t('reviews.title'),
      loading: t('reviews.loading'),
      loadFailed: t('reviews.loadFailed'),
      none: t('reviews.none'),
      writeTitle: t('reviews.writeTitle'),
      ratingLabel: t('reviews.ratingLabel'),
      star: (stars: number) => t('reviews.star', { count: stars, n: n(stars) }),
      textLabel: t('reviews.textLabel'),
      textPlaceholder: t('reviews.textPlaceholder'),
      submit: t('reviews.submit'),
      loginPrompt: t('reviews.loginPrompt'),
      logIn: t('reviews.logIn'),
      submittedTitle: t('reviews.submittedTitle'),
      submitted: t('reviews.submitted'),
      loadingMine: t('reviews.loadingMine'),
      editTitle: t('reviews.editTitle'),
      editHint: t('reviews.editHint'),
      update: t('reviews.update'),
      updatedTitle: t('reviews.updatedTitle'),
      updated: t('reviews.updated'),
      tooManyTitle: t('reviews.tooManyTitle'),
      verifiedBuyer: t('reviews.verifiedBuyer'),
      verifiedBuyerHint: t('reviews.verifiedBuyerHint'),
      edited: t('reviews.edited'),
      failedTitle: t('reviews.failedTitle'),
      failed: t('reviews.failed'),
      anonymous: t('reviews.anonymous'),
      listLabel: t('reviews.listLabel'),
      by: (name: string) => t('reviews.by', { name }),
      textRequired: t('reviews.textRequired'),
      textTooLong: t('reviews.textTooLong', { max: n(REVIEW_TEXT_MAX_LENGTH) }),
    },
    search: {
      title: (term: string) => (term ? t('search.titleFor', { term }) : t('search.title')),
      count: (count: number, term: string) => {
        const results = t('search.result', { count, n: n(count) });
        return term ? t('search.countFor', { results, term }) : results;
      },
      sortLabel: t('search.sortLabel'),
      sorts: {
        relevance: t('search.sorts.relevance'),
        price_asc: t('search.sorts.price_asc'),
        price_desc: t('search.sorts.price_desc'),
        rating: t('search.sorts.rating'),
        newest: t('search.sorts.newest'),
      },
      priceTitle: t('search.priceTitle'),
      minPrice: t('search.minPrice'),
      maxPrice: t('search.maxPrice'),
      applyPrice: t('search.applyPrice'),
      min: t('search.min'),
      max: t('search.max'),
      chip: (name: string, count: number) => t('search.chip', { category: category(name), n: n(count) }),
      categoriesTitle: t('search.categoriesTitle'),
      allCategories: t('search.allCategories'),
      filtersTitle: t('search.filtersTitle'),
      showFilters: t('search.showFilters'),
      hideFilters: t('search.hideFilters'),
      empty: t('search.empty'),
      emptyHint: t('search.emptyHint'),
      errorTitle: t('search.errorTitle'),
      loading: t('search.loading'),
    },
    vaccination: {
      heroEyebrow: t('vaccination.heroEyebrow'),
      heroTitle: t('vaccination.heroTitle'),
      heroLead: t('vaccination.heroLead'),
      scheduleNow: t('vaccination.scheduleNow'),
      infoTitle: t('vaccination.infoTitle'),
      showInfo: t('vaccination.showInfo'),
      hideInfo: t('vaccination.hideInfo'),
      searchLabel: t('vaccination.searchLabel'),
      searchPlaceholder: t('vaccination.searchPlaceholder'),
      allHeading: t('vaccination.allHeading'),
      heading: (name: string, term: string) =>
        term ? t('vaccination.headingMatching', { category: category(name), term }) : category(name),
      count: (count: number) => t('vaccination.count', { products: products(count) }),
      loading: t('vaccination.loading'),
      errorTitle: t('vaccination.errorTitle'),
      loadFailed: t('vaccination.loadFailed'),
      empty: t('vaccination.empty'),
      info: VACCINE_INFO.map((key) => ({
        title: t(`vaccination.info.${key}.title`),
        text: t(`vaccination.info.${key}.text`),
      })),
      consultVet: t('vaccination.consultVet'),
      inStock: (stock: number) => t('vaccination.inStock', { stock: n(stock) }),
      outOfStock: t('vaccination.outOfStock'),
      book: t('vaccination.book'),
      bookLabel: (name: string) => t('vaccination.bookLabel', { name }),
      notBookable: t('vaccination.notBookable'),
      filterByCategory: t('vaccination.filterByCategory'),
      viewDetails: t('vaccination.viewDetails'),
      notBookableLabel: (name: string) => t('vaccination.notBookableLabel', { name }),
    },
  };
}

/** {@link catalogueTexts} in the reader's language. */
export function useCatalogueTexts() {
  return useTexts('catalogue', catalogueTexts);
}

export type CatalogueTexts = ReturnType<typeof useCatalogueTexts>;
