import {
  APPOINTMENT_DURATION_MINUTES,
  digitsFor,
  formatAdDate,
  formatBsDate,
  formatCount,
  formatDateWithWeekday,
  formatTime,
  type Language,
  nepalDay,
  WEEKDAYS_NE,
} from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts, useLanguage, useMoney } from '@/shared/i18n';

const STEPS = ['time', 'owner', 'dog'] as const;
const STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
const BEHAVIOURS = ['Friendly', 'Playful', 'Aggressive'] as const;
const VISIT_INSTRUCTIONS = ['early', 'email', 'mask', 'unwell', 'monitoring'] as const;

type Status = (typeof STATUSES)[number];

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * Every text of the vaccination service in one language (locales/<lang>/vaccination.json). The English
 * catalogue is the services spec's wording (the contracts' VACCINATION_MESSAGES, which the server answers
 * with too); dates carry their Bikram Sambat date where the customer plans the visit, times are Nepal's.
 * A plain function, so the rules can be checked with the English texts.
 */
export function vaccinationTexts(
  t: TFunction<'vaccination'>,
  language: Language,
  money: (n: number) => string,
) {
  const n = (value: number) => formatCount(value, language);
  const digits = (text: string) => digitsFor(text, language);
  const notSpecified = t('messages.notSpecified');

  /** 'Tue, 1 Dec 2026' / 'मंगलबार, १ डिसेम्बर २०२६'; 'Not specified' for nothing. */
  const weekdayDate = (date: string | null | undefined): string => {
    if (language === 'en') return formatDateWithWeekday(date) ?? notSpecified;
    const day = date ? nepalDay(date) : null;
    const ad = day && formatAdDate(day, language);
    if (!day || !ad) return notSpecified;
    return `${WEEKDAYS_NE[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${ad}`;
  };
  /** '8 Mangsir 2083 BS' / 'वि.सं. २०८३ मंसिर ८'. */
  const bsDate = (date: string | null | undefined): string => formatBsDate(date, language) ?? notSpecified;
  /** '13:00' in the reader's digits, or 'Not specified'. */
  const clock = (time: string | null | undefined): string =>
    time && /^\d{2}:\d{2}$/.test(time) && formatTime(time) ? digits(time) : notSpecified;
  const nepalClock = (time: string | null | undefined): string => {
    const label = clock(time);
    return label === notSpecified ? label : t('format.nepalTime', { time: label });
  };

  const labels = {
    appointmentDate: t('labels.appointmentDate'),
    appointmentTime: t('labels.appointmentTime'),
    patientName: t('labels.patientName'),
    phoneNumber: t('labels.phoneNumber'),
    city: t('labels.city'),
    address: t('labels.address'),
    dogName: t('labels.dogName'),
    dogBreed: t('labels.dogBreed'),
    dogBehaviour: t('labels.dogBehaviour'),
    vaccinationCenter: t('labels.vaccinationCenter'),
    vaccines: t('labels.vaccines'),
  };

  const messages = {
    slotTaken: t('messages.slotTaken'),
    fillOutFields: (names: string[]) => t('messages.fillOutFields', { labels: names.join(', ') }),
    phoneFormat: t('messages.phoneFormat'),
    vaccineUnavailable: (names: string[]) => t('messages.vaccineUnavailable', { names: names.join(', ') }),
    onlyScheduledReschedulable: t('messages.onlyScheduledReschedulable'),
    rescheduleFieldsRequired: t('messages.rescheduleFieldsRequired'),
    requestSent: t('messages.requestSent'),
    loginToSchedule: t('messages.loginToSchedule'),
    loginRequiredTitle: t('messages.loginRequiredTitle'),
    authErrorTitle: t('messages.authErrorTitle'),
    emailUnavailable: t('messages.emailUnavailable'),
    missingInformationTitle: t('messages.missingInformationTitle'),
    invalidPhoneTitle: t('messages.invalidPhoneTitle'),
    selectDateAndTime: t('messages.selectDateAndTime'),
    ownerFieldsRequired: t('messages.ownerFieldsRequired'),
    bookingSuccessTitle: t('messages.bookingSuccessTitle'),
    bookingSuccess: (vaccine: string) => t('messages.bookingSuccess', { vaccine }),
    bookingFailedTitle: t('messages.bookingFailedTitle'),
    bookingError: t('messages.bookingError'),
    missingRequiredFields: (fields: string[]) =>
      t('messages.missingRequiredFields', { fields: fields.join(', ') }),
    noResponse: t('messages.noResponse'),
    connectionErrorTitle: t('messages.connectionErrorTitle'),
    loadFailed: t('messages.loadFailed'),
    cancelConfirm: t('messages.cancelConfirm'),
    cancelledTitle: t('messages.cancelledTitle'),
    cancelled: t('messages.cancelled'),
    cancelFailedTitle: t('messages.cancelFailedTitle'),
    cancelFailed: t('messages.cancelFailed'),
    cannotRescheduleTitle: t('messages.cannotRescheduleTitle'),
    rescheduledTitle: t('messages.rescheduledTitle'),
    rescheduled: t('messages.rescheduled'),
    rescheduleFailed: t('messages.rescheduleFailed'),
    rescheduleNetworkError: t('messages.rescheduleNetworkError'),
    rescheduleTitle: t('messages.rescheduleTitle'),
    locationFailed: (code: number, message: string) =>
      t('messages.locationFailed', { code: digits(String(code)), message }),
    geolocationUnsupported: t('messages.geolocationUnsupported'),
    shareUnsupported: t('messages.shareUnsupported'),
    loginToViewBookings: t('messages.loginToViewBookings'),
    sessionExpired: t('messages.sessionExpired'),
    noBookingId: t('messages.noBookingId'),
    noBookingFound: t('messages.noBookingFound'),
    notSpecified,
    checkingSession: t('messages.checkingSession'),
  };

  const visitInstructions = VISIT_INSTRUCTIONS.map((item) => t(`visitInstructions.${item}`));
  const statusTitle = (status: Status) =>
    status === 'scheduled'
      ? t('confirm.status.scheduled.title')
      : status === 'cancelled'
        ? messages.cancelledTitle
        : t(`confirm.status.${status}.title`);
  const statusBanner = (status: Status) =>
    status === 'scheduled' ? messages.requestSent : t(`confirm.status.${status}.banner`);

  return {
    language,
    messages,
    labels,
    format: {
      weekdayDate,
      /** '1 Dec 2026' / '१ डिसेम्बर २०२६'. */
      longDate: (date: string | null | undefined) => formatAdDate(date, language) ?? notSpecified,
      bsDate,
      /** 'Tue, 1 Dec 2026 (15 Mangsir 2083 BS)': the day the customer chose, in both calendars. */
      dateWithBs: (date: string | null | undefined) => {
        const bs = formatBsDate(date, language);
        const ad = weekdayDate(date);
        return bs && ad !== notSpecified ? `${ad} (${bs})` : ad;
      },
      clock,
      nepalClock,
      price: money,
      count: n,
      status: (status: string) => {
        const lower = status.toLowerCase();
        return isOneOf(STATUSES, lower) ? t(`statuses.${lower}`) : status;
      },
      behaviour: (behaviour: string | null | undefined) =>
        behaviour && isOneOf(BEHAVIOURS, behaviour) ? t(`behaviours.${behaviour}`) : (behaviour ?? ''),
      distanceKm: (km: number) =>
        t('format.km', {
          km: digits(
            new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km),
          ),
        }),
      walkingTime: (minutes: number) => {
        if (minutes < 60) return t('format.walkingMinutes', { minutes: n(minutes) });
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        return rest === 0
          ? t('format.walkingHours', { hours: n(hours) })
          : t('format.walkingHoursMinutes', { hours: n(hours), minutes: n(rest) });
      },
    },
    behaviours: BEHAVIOURS.map((value) => ({ value, label: t(`behaviours.${value}`) })),

    card: {
      title: t('card.title'),
      duration: t('card.duration', { minutes: n(APPOINTMENT_DURATION_MINUTES) }),
      vet: t('card.vet'),
      payAtCentre: t('card.payAtCentre'),
      button: t('card.button'),
      unavailable: (name: string) => messages.vaccineUnavailable([name]),
    },
    appointmentsLeft: (count: number) => t('appointmentsLeft', { count, n: n(count) }),
    noAppointments: t('noAppointments'),
    noAppointmentsHint: t('noAppointmentsHint'),

    wizard: {
      title: (vaccine: string) => t('wizard.title', { vaccine }),
      progress: t('wizard.progress'),
      steps: STEPS.map((step) => t(`wizard.steps.${step}`)),
      stepHeading: (step: number, title: string) =>
        t('wizard.stepHeading', { step: n(step), total: n(STEPS.length), title }),
      next: t('wizard.next'),
      back: t('wizard.back'),
      confirm: t('wizard.confirm'),
    },

    fields: {
      ...labels,
      patientNameExtra: t('fields.patientNameExtra'),
      phoneExtra: t('fields.phoneExtra'),
      addressPlaceholder: t('fields.addressPlaceholder'),
      dogBreedPlaceholder: t('fields.dogBreedPlaceholder'),
      specialInstructions: t('fields.specialInstructions'),
      specialInstructionsPlaceholder: t('fields.specialInstructionsPlaceholder'),
      vaccine: labels.vaccines,
      vaccinePlaceholder: t('fields.vaccinePlaceholder'),
      vaccineUnavailable: (name: string) => t('fields.vaccineUnavailable', { name }),
      vaccinesLoadFailed: t('fields.vaccinesLoadFailed'),
    },

    picker: {
      loadFailed: t('picker.loadFailed'),
      center: t('picker.center'),
      date: t('picker.date'),
      datePlaceholder: t('picker.datePlaceholder'),
      time: t('picker.time'),
      chooseDate: t('picker.chooseDate'),
      chosenDay: (date: string) => t('picker.chosenDay', { date }),
    },

    summary: {
      title: t('summary.title'),
      vaccine: t('summary.vaccine'),
      centre: t('summary.centre'),
      date: t('summary.date'),
      time: t('summary.time'),
      price: t('summary.price'),
      payAtCentre: t('summary.payAtCentre'),
    },

    dialog: {
      title: t('dialog.title'),
      lead: t('dialog.lead'),
      appointmentTitle: t('dialog.appointmentTitle'),
      ownerTitle: t('dialog.ownerTitle'),
      dogTitle: t('dialog.dogTitle'),
      submit: t('dialog.submit'),
      priceLine: (price: string) => t('dialog.priceLine', { price }),
    },

    page: {
      title: t('page.title'),
      lead: t('page.lead'),
      backToVaccinations: t('page.backToVaccinations'),
    },

    confirm: {
      loading: t('confirm.loading'),
      reference: (reference: string) => t('confirm.reference', { reference }),
      status: (status: Status) => ({ title: statusTitle(status), banner: statusBanner(status) }),
      notFound: { title: messages.noBookingFound, lead: t('confirm.notFoundLead') },
      loadFailed: { title: messages.loadFailed, lead: t('confirm.loadFailedLead') },
      details: {
        appointment: t('confirm.details.appointment'),
        date: t('confirm.details.date'),
        bsDate: t('confirm.details.bsDate'),
        time: t('confirm.details.time'),
        pet: t('confirm.details.pet'),
        owner: t('confirm.details.owner'),
        ownerName: t('confirm.details.ownerName'),
        phone: t('confirm.details.phone'),
        city: t('confirm.details.city'),
        dog: t('confirm.details.dog'),
        dogName: t('confirm.details.dogName'),
        breed: t('confirm.details.breed'),
        behaviour: t('confirm.details.behaviour'),
        centre: t('confirm.details.centre'),
        centreName: t('confirm.details.centreName'),
        address: t('confirm.details.address'),
        hours: t('confirm.details.hours'),
        centrePhone: t('confirm.details.centrePhone'),
        vaccines: t('confirm.details.vaccines'),
        vaccinesListLabel: t('confirm.details.vaccinesListLabel'),
        dose: (dose: number) => t('confirm.details.dose', { dose: n(dose) }),
        total: t('confirm.details.total'),
        payAtCentre: t('confirm.details.payAtCentre'),
      },
      location: {
        title: t('confirm.location.title'),
        locating: t('confirm.location.locating'),
        mapLabel: (centre: string) => t('confirm.location.mapLabel', { centre }),
        mapLoading: t('confirm.location.mapLoading'),
        centreMarker: (centre: string) => t('confirm.location.centreMarker', { centre }),
        userMarker: t('confirm.location.userMarker'),
        mapUnavailable: t('confirm.location.mapUnavailable'),
        tilesUnavailable: t('confirm.location.tilesUnavailable'),
        distanceLabel: t('confirm.location.distanceLabel'),
        distance: t('confirm.location.distance'),
        distanceHint: t('confirm.location.distanceHint'),
        walkingTime: t('confirm.location.walkingTime'),
        walkingHint: t('confirm.location.walkingHint'),
        failed: messages.locationFailed,
        unsupported: messages.geolocationUnsupported,
        retry: t('confirm.location.retry'),
      },
      actions: {
        label: t('confirm.actions.label'),
        openInMaps: t('confirm.actions.openInMaps'),
        newTab: t('confirm.actions.newTab'),
        share: t('confirm.actions.share'),
        myBookings: t('confirm.actions.myBookings'),
        home: t('confirm.actions.home'),
        tryAgain: t('confirm.actions.tryAgain'),
      },
      share: {
        unsupported: messages.shareUnsupported,
        linkLabel: t('confirm.share.linkLabel'),
        copy: t('confirm.share.copy'),
        copied: t('confirm.share.copied'),
        copyFailed: t('confirm.share.copyFailed'),
        title: (dog: string) => t('confirm.share.title', { dog }),
        text: (values: { dog: string; centre: string; date: string; time: string; code: string }) =>
          t('confirm.share.text', values),
      },
      contact: {
        title: t('confirm.contact.title'),
        lead: t('confirm.contact.lead'),
        qrLabel: t('confirm.contact.qrLabel'),
        qrHint: t('confirm.contact.qrHint'),
      },
      instructions: { title: t('confirm.instructionsTitle'), items: visitInstructions },
    },

    statement: {
      title: t('statement.title'),
      shopName: t('statement.shopName'),
      loading: t('statement.loading'),
      backToProfile: t('statement.backToProfile'),
      tryAgain: t('statement.tryAgain'),
      back: t('statement.back'),
      print: t('statement.print'),
      actionsLabel: t('statement.actionsLabel'),
      reference: (reference: string) => t('statement.reference', { reference }),
      status: t('statement.status'),
      contactCode: t('statement.contactCode'),
      contactCodeHint: t('statement.contactCodeHint'),
      appointment: t('statement.appointment'),
      date: t('statement.date'),
      bsDate: t('statement.bsDate'),
      time: t('statement.time'),
      owner: t('statement.owner'),
      name: t('statement.name'),
      phone: t('statement.phone'),
      city: t('statement.city'),
      email: t('statement.email'),
      address: t('statement.address'),
      center: t('statement.center'),
      hours: t('statement.hours'),
      pet: t('statement.pet'),
      dogName: t('statement.dogName'),
      breed: t('statement.breed'),
      behaviour: t('statement.behaviour'),
      vaccine: t('statement.vaccine'),
      dose: t('statement.dose'),
      price: t('statement.price'),
      total: t('statement.total'),
      specialInstructions: t('statement.specialInstructions'),
      none: t('statement.none'),
      instructions: t('statement.instructions'),
      instructionList: visitInstructions,
      notSpecified,
    },

    list: {
      loading: t('list.loading'),
      loadFailed: t('list.loadFailed'),
      noEmail: t('list.noEmail'),
      tryAgain: t('list.tryAgain'),
      empty: t('list.empty'),
      bookVaccination: t('list.bookVaccination'),
      upcoming: t('list.upcoming'),
      upcomingList: t('list.upcomingList'),
      past: t('list.past'),
      pastList: t('list.pastList'),
      title: (reference: string) => t('list.title', { reference }),
      date: t('list.date'),
      time: t('list.time'),
      dog: t('list.dog'),
      vaccine: t('list.vaccine'),
      center: t('list.center'),
      view: t('list.view'),
      viewLabel: (reference: string) => t('list.viewLabel', { reference }),
      notSpecified,
    },

    change: {
      reschedule: t('change.reschedule'),
      rescheduleLabel: (reference: string) => t('change.rescheduleLabel', { reference }),
      cancel: t('change.cancel'),
      cancelLabel: (reference: string) => t('change.cancelLabel', { reference }),
      cancelDialogTitle: t('change.cancelDialogTitle'),
      cancelConfirm: messages.cancelConfirm,
      cancelConfirmOk: t('change.cancelConfirmOk'),
      keepAppointment: t('change.keepAppointment'),
    },

    reschedule: {
      keep: t('reschedule.keep'),
      submit: t('reschedule.submit'),
    },
  };
}

export type VaccinationTexts = ReturnType<typeof vaccinationTexts>;

/**
 * The vaccination texts in the reader's language. The booking routes load them with their code; the vaccine
 * page's booking card and the profile's bookings tab get them just after their first paint.
 */
export function useVaccinationTexts(): VaccinationTexts {
  const { t } = useTranslation('vaccination');
  const language = useLanguage();
  const money = useMoney();
  useEffect(() => void loadTexts(['vaccination']), []);
  return useMemo(() => vaccinationTexts(t, language, money), [t, language, money]);
}
