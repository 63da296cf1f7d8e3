import { useMatches } from 'react-router-dom';
import { usePageMeta, type PageMeta } from '@/shared/hooks';

/** A route's `handle`: its page title and description. Pages about one thing (a product) set their own. */
export function page(title: string | null, description?: string): { meta: PageMeta } {
  return { meta: { title, description } };
}

/** Sets the title and description the matched route declares (nothing when it declares none). */
export function RoutePageMeta() {
  const handle = useMatches().at(-1)?.handle as { meta?: PageMeta } | undefined;
  usePageMeta(handle?.meta ?? null);
  return null;
}
