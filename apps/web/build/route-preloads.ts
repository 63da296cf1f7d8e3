import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the build writes which scripts each page address needs beyond the app's entry (read by the API). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * For each address pattern (`/products/:id`), the lazy chunks it opens (the route's, antd's theme for a page
 * that uses antd) and the chunks those import,
 * less what the entry loads anyway, then their stylesheets and those of the page's lazy parts. The API puts them in
 * index.html as `modulepreload` links, so the browser fetches a page's code with the entry instead of after it has
 * run (one round trip less before the page).
 */
export function routePreloads(root: string, routes: Record<string, readonly string[]>): Plugin {
  return {
    name: 'kukur-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reachable = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) reachable(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('The web build has no entry chunk');
      const loadedWithEntry = reachable(entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [pattern, modules] of Object.entries(routes)) {
        const opened = new Set<string>();
        for (const module of modules) {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk)
            return this.error(
              `${module} (for ${pattern}) is not a chunk of the build: update the route list`,
            );
          reachable(chunk.fileName, opened);
        }
        const files = [...opened].filter((file) => !loadedWithEntry.has(file));
        // The page's lazy parts (a vaccine's booking card): the server renders them in full, so their
        // stylesheets come with the page too, though their code loads only when the app needs it. Without them
        // the part showed unstyled until its code came, and then grew and pushed the page down.
        const lazyParts = files
          .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
          .flatMap((file) => [...reachable(file)])
          .filter((file) => !loadedWithEntry.has(file));
        // A server-rendered page links its code's stylesheets at once (the browser would add them on import).
        const stylesheets = new Set(
          [...files, ...lazyParts].flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        preloads[pattern] = [...files, ...stylesheets].map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}
