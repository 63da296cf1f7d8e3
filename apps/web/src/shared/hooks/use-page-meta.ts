import { useEffect } from 'react';

export const SHOP_TITLE = 'Kukur Pasal — Dog Shop & Vaccination';
export const SHOP_DESCRIPTION =
  'Dog food, toys and accessories delivered in the Kathmandu valley, paid with Khalti or cash on delivery, ' +
  'and dog vaccinations booked online at our centres.';

export interface PageMeta {
  /** The page's own name; the shop's name is added. Null: the shop's own title (the home page). */
  title: string | null;
  description?: string | null;
}

/** The browser tab's title and the page's meta description, for this page. */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta === null ? undefined : meta.title ? `${meta.title} | Kukur Pasal` : SHOP_TITLE;
  const description = meta?.description ?? SHOP_DESCRIPTION;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
