import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_RENDER_DATA_ID = 'server-render-data';

/** What the browser needs to hydrate a server-rendered page: the router's state and the query cache. */
export interface ServerRenderData {
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * The state as JSON to put inside the page's script element: `<` is escaped, so no text in it (a product
 * named `</script><script>...`) can end the element; JSON.parse reads `\u003c` back as `<`.
 */
export function serializeServerRenderData(data: ServerRenderData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's state when the page was server-rendered (the HTML carries it), otherwise null. */
export function readServerRenderData(doc: Document): ServerRenderData | null {
  const text = doc.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text) as ServerRenderData;
}
