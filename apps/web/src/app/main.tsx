import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSession } from '@/features/auth';
import { HydrationState } from '@/shared/hooks';
import { showLanguage, startLanguage } from '@/shared/i18n';
import { App } from './app';
import { loadMatchedRoutes } from './load-matched-routes';
import { createQueryClient } from './provider';
import { appRoutes, createAppRouter } from './router';
import { readServerRenderData } from './server-render-data';
import { keepTypedBeforeHydration } from './typed-before-hydration';
import './styles/global.css';

// Restore the stored session before the first render, so the header starts in the right state; an expired
// access token gets one refresh first (guarded pages wait for it).
void startSession();

/**
 * A page the server rendered (its HTML carries the server's state) is hydrated: the query cache and the router
 * start from what the server rendered, with the page's code loaded first. The server has this script fetched
 * after the page's first paint (apps/api/src/ssr/scripts-after-paint.ts). Every other page renders here.
 * Either way the reader's language's texts are loaded before the first render (no English flash).
 */
async function start(container: HTMLElement): Promise<void> {
  const server = readServerRenderData(document);
  const queryClient = createQueryClient();
  const routes = appRoutes({ client: queryClient });
  const language = showLanguage(startLanguage(server !== null));
  if (server) {
    hydrate(queryClient, server.queries);
    await Promise.all([loadMatchedRoutes(routes, window.location), language]);
  } else {
    await language;
  }
  const router = createAppRouter(routes, server?.router);
  const restoreTyped = server ? keepTypedBeforeHydration(container) : undefined;
  const app = (
    <StrictMode>
      <HydrationState hydrating={server !== null} onHydrated={restoreTyped}>
        <App queryClient={queryClient} router={router} />
      </HydrationState>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (a tap meanwhile hydrates what it touches first).
  if (server) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
