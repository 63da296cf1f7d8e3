import { DELIVERY_CITIES, type DeliveryCity, type Language } from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useTexts } from '@/shared/i18n';

/**
 * The texts of the profile screens in one language (locales/<lang>/profile.json, "overview" to "marketing";
 * the English ones are the spec's wording, services-and-admin section 8).
 */
export function profileTexts(t: TFunction<'profile'>, language: Language) {
  const city = (name: DeliveryCity) => t(`delivery.cities.${name}`);
  return {
    language,
    overview: {
      title: t('overview.title'),
      accountLabel: t('overview.accountLabel'),
      friend: t('overview.friend'),
      editProfile: t('overview.editProfile'),
      loadingBookings: t('overview.loadingBookings'),
    },
    summary: {
      title: t('summary.title'),
      totalOrders: t('summary.totalOrders'),
      totalSpent: t('summary.totalSpent'),
    },
    quickActions: {
      title: t('quickActions.title'),
      shopProducts: t('quickActions.shopProducts'),
      bookVaccination: t('quickActions.bookVaccination'),
    },
    social: {
      title: t('social.title'),
      qrLabel: (shop: string) => t('social.qrLabel', { shop }),
      caption: t('social.caption'),
    },
    tabs: { orders: t('tabs.orders'), vaccinations: t('tabs.vaccinations') },
    edit: {
      title: t('edit.title'),
      detailsTitle: t('edit.detailsTitle'),
      name: t('edit.name'),
      nameRequired: t('edit.nameRequired'),
      email: t('edit.email'),
      emailExtra: t('edit.emailExtra'),
      save: t('edit.save'),
      errorTitle: t('edit.errorTitle'),
      noUserId: t('edit.noUserId'),
      noUser: t('edit.noUser'),
      updateFailed: t('edit.updateFailed'),
      updatedTitle: t('edit.updatedTitle'),
      updated: t('edit.updated'),
      passwordTitle: t('edit.passwordTitle'),
      passwordWithGoogle: t('edit.passwordWithGoogle'),
      passwordByCode: t('edit.passwordByCode'),
      setPassword: t('edit.setPassword'),
      changePassword: t('edit.changePassword'),
      deleteTitle: t('edit.deleteTitle'),
      deleteText: t('edit.deleteText'),
      deleteButton: t('edit.deleteButton'),
      deleteConfirmTitle: t('edit.deleteConfirmTitle'),
      deleteConfirmText: t('edit.deleteConfirmText'),
      deleteFailed: t('edit.deleteFailed'),
      deletedTitle: t('edit.deletedTitle'),
      deleted: t('edit.deleted'),
      backToProfile: t('edit.backToProfile'),
    },
    delivery: {
      title: t('delivery.title'),
      lead: t('delivery.lead'),
      saved: t('delivery.saved'),
      saveFailed: t('delivery.saveFailed'),
      save: t('delivery.save'),
      phone: t('delivery.phone'),
      phoneExtra: t('delivery.phoneExtra'),
      city: t('delivery.city'),
      colony: t('delivery.colony'),
      colonyPlaceholder: t('delivery.colonyPlaceholder'),
      phoneFormat: t('delivery.phoneFormat'),
      cityRequired: t('delivery.cityRequired', { cities: DELIVERY_CITIES.map(city).join(', ') }),
      colonyRequired: t('delivery.colonyRequired'),
      cityName: city,
    },
    marketing: {
      title: t('marketing.title'),
      lead: t('marketing.lead'),
      switchLabel: t('marketing.switchLabel'),
      savedTitle: t('marketing.savedTitle'),
      optedIn: t('marketing.optedIn'),
      optedOut: t('marketing.optedOut'),
      errorTitle: t('marketing.errorTitle'),
      saveFailed: t('marketing.saveFailed'),
    },
  };
}

export type ProfileTexts = ReturnType<typeof profileTexts>;

/** The profile screens' texts in the reader's language. */
export function useProfileTexts(): ProfileTexts {
  return useTexts('profile', profileTexts);
}
