import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { DEFAULT_LANGUAGE, type Language } from '@kukur/contracts';
import type { CatalogueSource } from '@/features/catalogue';
import { HydrationState } from '@/shared/hooks';
import { createI18n, loadEnglishTexts, loadLanguage } from '@/shared/i18n';
import { AppProvider, createQueryClient } from './provider';
import { appRoutes } from './router';
import { type ServerRenderData, serializeServerRenderData } from './server-render-data';

export type { CatalogueSource } from '@/features/catalogue';

/** A page rendered on the server, in the pieces the API puts into index.html. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Ant Design's styles of that markup (`<style>` elements), for the head. */
  styles: string;
  /** The state the browser hydrates from (see server-render-data.ts), safe inside a script element. */
  data: string;
  /** The language it is written in, for `<html lang>`. */
  language: Language;
}

/**
 * Renders the page at `url` in `language` (the reader's kp_lang cookie, else Accept-Language; see the API's
 * page renderer) as an anonymous visitor sees it: the route's loaders fetch its catalogue data from
 * `catalogue` (the API's own queries), then React renders once everything (lazy routes and components)
 * has loaded. Rejects when the data cannot be read, the router ends in an error or redirect, or `signal`
 * aborts; the caller then sends the plain app shell.
 */
export async function render(
  url: string,
  catalogue: CatalogueSource,
  signal: AbortSignal,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RenderedPage> {
  const i18n = createI18n(language, await loadLanguage(language));
  // Every English text, as fallback and for what the page's parts read later (a toast's words).
  await loadEnglishTexts(i18n);
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes({ client: queryClient, catalogue, wait: true }));
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error(`The router answered ${context.status} for ${url}`);
  if (context.errors) throw new Error(`The router failed on ${url}: ${JSON.stringify(context.errors)}`);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) throw failed.state.error;

  const router = createStaticRouter(handler.dataRoutes, context);
  const styleCache = createCache();
  // A part that failed would be left to the browser, which reports it: the whole page falls back instead.
  const renderErrors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <HydrationState hydrating>
        <StyleProvider cache={styleCache}>
          <AppProvider queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StyleProvider>
      </HydrationState>
    </StrictMode>,
    {
      signal,
      // Every part inline, finished: React's scripts that would put late parts in place are not allowed (CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void renderErrors.push(error),
    },
  );
  const html = await new Response(prelude).text();
  if (renderErrors.length > 0) throw renderErrors[0];
  const data: ServerRenderData = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient),
  };
  return { html, styles: extractStyle(styleCache), data: serializeServerRenderData(data), language };
}
