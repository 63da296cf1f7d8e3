/**
 * What a page says about itself to browsers, search engines and link previews (Facebook, Viber, WhatsApp).
 * The server writes these into index.html for product pages (previews run no JavaScript) and the web app
 * keeps them in sync while the customer navigates, so both must build them the same way.
 */
export const SHOP_NAME = 'Kukur Pasal';
export const SHOP_TITLE = 'Kukur Pasal — Dog Shop & Vaccination';
export const SHOP_DESCRIPTION =
  'Dog food, toys and accessories delivered in the Kathmandu valley, paid with Khalti or cash on delivery, ' +
  'and dog vaccinations booked online at our centres.';

/** The shop's logo as a picture link previews can show (they do not take SVG), in the web app's root. */
export const SHOP_SHARE_IMAGE = { path: '/share-logo.png', width: 512, height: 512 } as const;

/** A page's title in the browser tab and in previews: "Rabies Vaccine | Kukur Pasal"; null is the home page. */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SHOP_NAME}` : SHOP_TITLE;
}

/** Longest page description, in characters (search results cut around 155-160). */
export const PAGE_SUMMARY_LENGTH = 155;

/**
 * A description fit for search results and previews: plain text (any markup dropped), whitespace collapsed,
 * at most PAGE_SUMMARY_LENGTH characters cut at a word with "…"; undefined when nothing is left.
 */
export function pageSummary(description: string | null | undefined): string | undefined {
  const text = (description ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= PAGE_SUMMARY_LENGTH) return text || undefined;
  return `${text.slice(0, PAGE_SUMMARY_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}
