import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSession } from '@/features/auth';
import { showLanguage, startLanguage } from '@/shared/i18n';
import { App } from './app';
import { loadMatchedRoutes } from './load-matched-routes';
import { createQueryClient } from './provider';
import { appRoutes, createAppRouter } from './router';
import { readServerRenderData } from './server-render-data';
import './styles/global.css';

// Restore the stored session before the first render, so the header starts in the right state; an expired
// access token gets one refresh first (guarded pages wait for it).
void startSession();

/**
 * Resolves once the browser has painted a frame: the server's page shows before hydration takes the main
 * thread (scripts that arrive quickly would otherwise run before the first paint).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A page the server rendered (its HTML carries the server's state) is hydrated: the query cache and the router
 * start from what the server rendered, with the page's code loaded first. Every other page renders here.
 * Either way the reader's language's texts are loaded before the first render (no English flash).
 */
async function start(container: HTMLElement): Promise<void> {
  const server = readServerRenderData(document);
  const queryClient = createQueryClient();
  const routes = appRoutes({ client: queryClient });
  const language = showLanguage(startLanguage(server !== null));
  if (server) {
    hydrate(queryClient, server.queries);
    await Promise.all([loadMatchedRoutes(routes, window.location), afterNextPaint(), language]);
  } else {
    await language;
  }
  const router = createAppRouter(routes, server?.router);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (server) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
