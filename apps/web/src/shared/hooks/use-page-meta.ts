import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle, SHOP_DESCRIPTION, SHOP_TITLE } from '@kukur/contracts';

export { SHOP_DESCRIPTION, SHOP_TITLE };

export interface PageMeta {
  /** The page's own name; the shop's name is added. Null: the shop's own title (the home page). */
  title: string | null;
  description?: string | null;
}

/** The `<meta>` (by name or property) or `<link>` the server wrote, or a new one. */
function headTag<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const tag = create();
  document.head.append(tag);
  return tag;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  headTag(`meta[${attribute}="${key}"]`, () => {
    const tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    return tag;
  }).content = content;
}

/**
 * The browser tab's title, the page's meta description and the link-preview tags (og:title, og:description,
 * og:url and the canonical link) for this page, the same as the server writes them for a page it renders
 * (apps/api/src/seo/share-tags.ts). Inside the router.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta === null ? undefined : pageTitle(meta.title);
  const description = meta?.description ?? SHOP_DESCRIPTION;
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    // The page's address without its query (a search or a filter is the same page).
    const url = `${window.location.origin}${pathname}`;
    setMeta('property', 'og:url', url);
    headTag('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = url;
  }, [title, description, pathname]);
}
