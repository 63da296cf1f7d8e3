import type { Language } from '@kukur/contracts';

type LayoutText =
  | 'tagline'
  | 'askedBefore'
  | 'askedAfter'
  | 'askedText'
  | 'unsubscribeBefore'
  | 'unsubscribeLink'
  | 'unsubscribeAfter'
  | 'unsubscribeText'
  | 'actionBefore'
  | 'actionAfter';

/**
 * The shared layout's words in each language: one layout template for both, so every e-mail keeps the same
 * frame. A link sits between a "before" and an "after" text because the languages order the sentence
 * differently around it.
 */
export const LAYOUT_TEXTS: Record<Language, Record<LayoutText, string>> = {
  en: {
    tagline: 'Premium dog products and vaccination services in Nepal',
    askedBefore: 'You receive our news because you asked for it on ',
    askedAfter: '.',
    askedText: 'You receive our news because you asked for it.',
    unsubscribeBefore: '',
    unsubscribeLink: 'Unsubscribe',
    unsubscribeAfter: ' at any time; no login needed.',
    unsubscribeText: 'Unsubscribe at any time, no login needed:',
    actionBefore: 'You received this e-mail because of an action on ',
    actionAfter: '.',
  },
  ne: {
    tagline: 'नेपालमा कुकुरका लागि गुणस्तरीय सामान र खोप सेवा',
    askedBefore: 'तपाईंले ',
    askedAfter: ' मा माग्नुभएकाले हामी आफ्ना खबर पठाउँछौं।',
    askedText: 'तपाईंले माग्नुभएकाले हामी आफ्ना खबर पठाउँछौं।',
    unsubscribeBefore: 'लगइन नगरी जुनसुकै बेला ',
    unsubscribeLink: 'सदस्यता हटाउन सक्नुहुन्छ',
    unsubscribeAfter: '।',
    unsubscribeText: 'लगइन नगरी जुनसुकै बेला सदस्यता हटाउन सक्नुहुन्छ:',
    actionBefore: 'यो इमेल ',
    actionAfter: ' मा गरिएको कामका कारण पठाइएको हो।',
  },
};
