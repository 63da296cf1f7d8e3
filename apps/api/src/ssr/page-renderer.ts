import { Logger } from '@nestjs/common';
import type { Language } from '@kukur/contracts';
import type { CatalogueReads } from '@kukur/server-catalogue';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PageRenderCache } from './page-render-cache';

/** A page the web's server renderer made (apps/web/src/app/entry-server.tsx). */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Ant Design's `<style>` elements for that markup. */
  styles: string;
  /** The hydration state as JSON, already safe inside a script element. */
  data: string;
}

/** The web build's server renderer, as the API calls it. */
interface ServerRenderer {
  render(
    url: string,
    catalogue: CatalogueReads,
    signal: AbortSignal,
    language: Language,
  ): Promise<RenderedPage>;
}

/** Rejects with the signal's reason once it aborts: a render that ignores the signal is still given up. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

function isServerRenderer(module: unknown): module is ServerRenderer {
  return typeof (module as Partial<ServerRenderer> | null)?.render === 'function';
}

export interface PageRendererOptions {
  /** The renderer's file in the web build. */
  file: string;
  catalogue: CatalogueReads;
  /** The shop's public address: the origin the pages are rendered at. */
  publicUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
}

/**
 * Renders the storefront's catalogue pages with the web build's server renderer, reading the catalogue
 * through the API's own queries. A render that fails or takes longer than `timeoutMs` gives null (logged):
 * the caller then sends the plain app shell, which loads the page in the browser as before.
 */
export class PageRenderer {
  private readonly logger = new Logger('ServerRender');
  private readonly cache: PageRenderCache<RenderedPage>;
  private readonly renderer: Promise<ServerRenderer | null>;

  constructor(private readonly options: PageRendererOptions) {
    this.cache = new PageRenderCache(options.cacheTtlMs);
    this.renderer = this.load();
  }

  /** The page at `pathAndQuery` (`/products?category=Toys`) in `language`, or null when it could not be rendered. */
  async render(pathAndQuery: string, language: Language): Promise<RenderedPage | null> {
    // One page per language: a Nepali reader must never get the English render from the cache, nor the reverse.
    const key = `${language} ${pathAndQuery}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const renderer = await this.renderer;
    if (!renderer) return null;
    const url = new URL(pathAndQuery, this.options.publicUrl).href;
    const { timeoutMs, catalogue } = this.options;
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`it took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const page = await Promise.race([
        renderer.render(url, catalogue, deadline.signal, language),
        whenAborted(deadline.signal),
      ]);
      this.cache.set(key, page);
      return page;
    } catch (error) {
      this.logger.warn(`Sent the app shell for ${pathAndQuery}: the server render failed (${String(error)})`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private async load(): Promise<ServerRenderer | null> {
    const { file } = this.options;
    if (!existsSync(file)) {
      this.logger.warn(
        `No server renderer at ${file} (an older web build?): catalogue pages go out as the app shell`,
      );
      return null;
    }
    try {
      // An ES module: the API's build keeps this import() as it is (swc's module.ignoreDynamic, package.json).
      const module: unknown = await import(pathToFileURL(file).href);
      if (isServerRenderer(module)) return module;
      this.logger.warn(`${file} has no render function: catalogue pages go out as the app shell`);
    } catch (error) {
      this.logger.warn(`Could not load the server renderer ${file}: ${String(error)}`);
    }
    return null;
  }
}
