import { createHash } from 'node:crypto';

/** The id of the element listing a server-rendered page's script files, the entry first. */
const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * A server-rendered page is complete without its code, so the code waits for the page's first contentful
 * paint: fetched with the page, its ~200 KB of scripts would share a phone's connection with the stylesheets
 * the paint needs. Then this adds the entry as a module script and the page's other files as modulepreload
 * links, so they come in parallel. A hidden tab (which paints nothing) loads them at once; a browser without
 * paint timing after the next frame; and no page waits longer than 3 s.
 */
export const LOAD_SCRIPTS_AFTER_PAINT = `(() => {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const [entry, ...files] = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' });
    const preloads = files.map((href) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
    document.head.append(script, ...preloads);
  };
  if (document.visibilityState === 'hidden') return load();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return requestAnimationFrame(() => setTimeout(load, 0));
  }
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
})();`;

/** The Content-Security-Policy source that lets exactly that script run (script-src). */
export const LOAD_SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256')
  .update(LOAD_SCRIPTS_AFTER_PAINT)
  .digest('base64')}'`;

/** The page's script list and the script loading it, for the end of the body. */
export function scriptsAfterPaint(entry: string, files: readonly string[]): string {
  // The list is JSON inside a <script>: no "<" may end it early.
  const list = JSON.stringify([entry, ...files]).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>\n    ` +
    `<script>${LOAD_SCRIPTS_AFTER_PAINT}</script>`
  );
}
