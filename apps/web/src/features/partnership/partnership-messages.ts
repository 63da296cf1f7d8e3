import {
  digitsFor,
  type Language,
  PARTNER_MESSAGE_MAX_LENGTH,
  PARTNER_MESSAGE_MIN_LENGTH,
  PARTNER_NAME_MAX_LENGTH,
  type PartnerFieldProblem,
  type PartnerType,
} from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useTexts } from '@/shared/i18n';

/** The "Who we work with" cards of /contact, in their order. */
const WHY = ['vets', 'groomers', 'suppliers'] as const;

/**
 * The /contact page's texts in the reader's language (locales/<lang>/info.json "partner"). The English field
 * problems are the server's own (PARTNERSHIP_MESSAGES in the contracts), so the form says what the server would.
 */
function partnershipTexts(t: TFunction<'info'>, language: Language) {
  const n = (value: number) => digitsFor(String(value), language);
  const problems: Record<PartnerFieldProblem | 'partnerTypeRequired', string> = {
    nameRequired: t('partner.problems.nameRequired'),
    nameTooLong: t('partner.problems.nameTooLong', { max: n(PARTNER_NAME_MAX_LENGTH) }),
    emailRequired: t('partner.problems.emailRequired'),
    invalidEmail: t('partner.problems.invalidEmail'),
    phoneRequired: t('partner.problems.phoneRequired'),
    phoneFormat: t('partner.problems.phoneFormat'),
    partnerTypeRequired: t('partner.problems.partnerTypeRequired'),
    messageRequired: t('partner.problems.messageRequired'),
    messageTooShort: t('partner.problems.messageTooShort', { min: n(PARTNER_MESSAGE_MIN_LENGTH) }),
    messageTooLong: t('partner.problems.messageTooLong', { max: n(PARTNER_MESSAGE_MAX_LENGTH) }),
  };
  const partnerTypes: Record<PartnerType, string> = {
    vet: t('partner.partnerTypes.vet'),
    groomer: t('partner.partnerTypes.groomer'),
    supplier: t('partner.partnerTypes.supplier'),
    other: t('partner.partnerTypes.other'),
  };
  return {
    eyebrow: t('partner.eyebrow'),
    title: t('partner.title'),
    lead: t('partner.lead'),
    whoLabel: t('partner.whoLabel'),
    why: WHY.map((key) => ({
      key,
      title: t(`partner.why.${key}.title`),
      text: t(`partner.why.${key}.text`),
    })),
    formTitle: t('partner.formTitle'),
    fields: {
      name: t('partner.fields.name'),
      email: t('partner.fields.email'),
      phone: t('partner.fields.phone'),
      phoneExtra: t('partner.fields.phoneExtra'),
      partnerType: t('partner.fields.partnerType'),
      message: t('partner.fields.message'),
      messagePlaceholder: t('partner.fields.messagePlaceholder'),
    },
    partnerTypes,
    problems,
    send: t('partner.send'),
    sending: t('partner.sending'),
    sentTitle: t('partner.sentTitle'),
    sent: t('partner.sent'),
    sendAnother: t('partner.sendAnother'),
    failed: t('partner.failed'),
  };
}

/** {@link partnershipTexts} in the reader's language. */
export function usePartnershipTexts() {
  return useTexts('info', partnershipTexts);
}

export type PartnershipTexts = ReturnType<typeof usePartnershipTexts>;
