import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { usePageMeta, type PageMeta } from '@/shared/hooks';
import type { englishCatalogues } from '@/shared/i18n';
import type info from '@/locales/en/info.json';

type PageKey = keyof (typeof englishCatalogues)['pages'];
type InfoPageKey = keyof (typeof info)['meta'];

interface PageHandle {
  meta?: PageMeta;
  /** A converted route's title (and description) in the `pages` catalogue, in the reader's language. */
  metaKey?: PageKey;
  /** A content page's title (and description) in the lazily loaded `info` catalogue ("meta"). */
  infoKey?: InfoPageKey;
}

/** A route's `handle`: its page title and description. Pages about one thing (a product) set their own. */
export function page(title: string | null, description?: string): PageHandle {
  return { meta: { title, description } };
}

/** A route's `handle` whose title and description come from the `pages` catalogue. */
export function translatedPage(key: PageKey): PageHandle {
  return { metaKey: key };
}

/**
 * A route's `handle` whose title and description come from the `info` catalogue's "meta": the content pages
 * (About, Contact, the newsletter's links), whose texts load with their route rather than with every page.
 */
export function infoPage(key: InfoPageKey): PageHandle {
  return { infoKey: key };
}

/** Sets the title and description the matched route declares (nothing when it declares none). */
export function RoutePageMeta() {
  const { t, i18n } = useTranslation('pages');
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const key = handle?.metaKey;
  const infoKey = handle?.infoKey;
  let meta: PageMeta | null = handle?.meta ?? null;
  if (key) {
    meta = {
      title: t(`${key}.title`),
      description: i18n.exists(`pages:${key}.description`)
        ? t(`${key}.description` as 'products.description')
        : undefined,
    };
  } else if (infoKey) {
    meta = {
      title: i18n.t(`info:meta.${infoKey}.title`),
      description: i18n.exists(`info:meta.${infoKey}.description`)
        ? i18n.t(`info:meta.${infoKey}.description` as 'info:meta.aboutUs.description')
        : undefined,
    };
  }
  usePageMeta(meta);
  return null;
}
