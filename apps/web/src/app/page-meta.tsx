import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { usePageMeta, type PageMeta } from '@/shared/hooks';
import type { englishCatalogues } from '@/shared/i18n';

type PageKey = keyof (typeof englishCatalogues)['pages'];

interface PageHandle {
  meta?: PageMeta;
  /** A converted route's title (and description) in the `pages` catalogue, in the reader's language. */
  metaKey?: PageKey;
}

/** A route's `handle`: its page title and description. Pages about one thing (a product) set their own. */
export function page(title: string | null, description?: string): PageHandle {
  return { meta: { title, description } };
}

/** A route's `handle` whose title and description come from the `pages` catalogue. */
export function translatedPage(key: PageKey): PageHandle {
  return { metaKey: key };
}

/** Sets the title and description the matched route declares (nothing when it declares none). */
export function RoutePageMeta() {
  const { t, i18n } = useTranslation('pages');
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const key = handle?.metaKey;
  const meta: PageMeta | null = key
    ? {
        title: t(`${key}.title`),
        description: i18n.exists(`pages:${key}.description`)
          ? t(`${key}.description` as 'products.description')
          : undefined,
      }
    : (handle?.meta ?? null);
  usePageMeta(meta);
  return null;
}
