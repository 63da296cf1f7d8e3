import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import accepts from 'accepts';
import { QueryBus } from '@nestjs/cqrs';
import { CatalogueReads, GetProductQuery } from '@kukur/server-catalogue';
import { NotFoundError, type AppConfig, urlPath } from '@kukur/server-kernel';
import type { Language } from '@kukur/contracts';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { RoutePreloads } from './seo/route-preloads';
import { IndexTemplate, type PageBody, type PageHead, productHead, shopHead } from './seo/share-tags';
import { PageRenderer } from './ssr/page-renderer';
import { readerLanguage } from './ssr/reader-language';
import { isServerRenderedPage } from './ssr/server-rendered-pages';

/** Uploaded and seeded product images, at a stable URL; a missing one is the API's 404. */
export async function serveMedia(app: NestFastifyApplication, mediaDir: string): Promise<void> {
  const dir = resolve(mediaDir);
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/media/',
    maxAge: '1d',
    index: false,
    decorateReply: false,
  });
}

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/**
 * The single-page app: hashed assets cached for a year and sent as the build's brotli or gzip copy when
 * the browser takes it, and index.html for every other GET of a page (a path without a file extension)
 * that is not under /api or /media, so client-side routes (including "Page not found") work on reload.
 * A missing file (`/logo.png`) is a 404, not the app.
 *
 * Link previews run no JavaScript, so index.html (read once) carries the page's title, description and
 * Open Graph tags: a product's or vaccine's own for /products/{id} and /vaccination/{id} (404 when there is
 * no such product, the app then shows its "not found"), the shop's for every other page. It also announces
 * the page's own scripts (modulepreload), which the browser would otherwise find only after the entry ran.
 *
 * The catalogue pages and the login page (see ssr/server-rendered-pages.ts) also come server-rendered, as an
 * anonymous visitor sees them, with the state the browser hydrates from, and their scripts fetched after the
 * first paint (ssr/scripts-after-paint.ts); when that render fails or is slow, the plain shell.
 * Every page goes out in the reader's language (kp_lang cookie, else Accept-Language): `<html lang>` and the
 * server's render; the browser then starts in the language the page was rendered in.
 */
export async function serveSpa(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  if (!config.WEB_DIST_DIR) return;
  const dir = resolve(config.WEB_DIST_DIR);
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) return;
  const template = new IndexTemplate(readFileSync(indexHtml, 'utf8'));
  const preloads = RoutePreloads.fromFile(join(dir, '.vite', 'route-preloads.json'));
  const queries = app.get(QueryBus);
  const renderer = new PageRenderer({
    file: join(dir, '.vite', 'ssr', 'entry-server.mjs'),
    catalogue: app.get(CatalogueReads),
    publicUrl: config.PUBLIC_URL,
    timeoutMs: config.SERVER_RENDER_TIMEOUT_MS,
    cacheTtlMs: config.CATALOGUE_CACHE_TTL_MS,
  });
  const bodyOf = async (
    path: string,
    pathAndQuery: string,
    language: Language,
  ): Promise<PageBody | undefined> => {
    if (!template.hasAppRoot || !isServerRenderedPage(path)) return undefined;
    const page = await renderer.render(pathAndQuery, language);
    return page ? { ...page, stylesheets: preloads.stylesheetsFor(path) } : undefined;
  };
  const headOf = async (path: string): Promise<{ status: number; head: PageHead }> => {
    const detail = /^\/(?:products|vaccination)\/([^/]+)\/?$/.exec(path);
    if (!detail) return { status: 200, head: shopHead(config.PUBLIC_URL, path) };
    try {
      const product = await queries.execute(new GetProductQuery(decodeURIComponent(detail[1]!)));
      return { status: 200, head: productHead(config.PUBLIC_URL, product) };
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof URIError) {
        return { status: 404, head: shopHead(config.PUBLIC_URL, path) };
      }
      // The catalogue cannot be read just now: the app still loads and tells the customer itself.
      new Logger('WebApp').warn(`No share tags for ${path}: ${String(error)}`);
      return { status: 200, head: shopHead(config.PUBLIC_URL, path) };
    }
  };
  // The build's files, each a route of its own (listed once at start: the build does not change while the
  // API runs), sent as their brotli or gzip copy when the browser takes it; hashed assets cached for a year.
  const assets = join(dir, 'assets');
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      void reply.header('Cache-Control', path.startsWith(assets) ? YEAR_IMMUTABLE : HOUR);
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = urlPath(request.url);
      if (isApiOrMedia(path) || extname(path) !== '' || !accepts(request.raw).type('html')) {
        return reply.callNotFound();
      }
      const language = readerLanguage(request.headers.cookie, request.headers['accept-language']);
      const page = async () => {
        const { status, head } = await headOf(path);
        if (status !== 200) return { status, html: template.render(head, [], undefined, language) };
        const body = await bodyOf(path, request.url, language);
        return { status, html: template.render(head, preloads.for(path), body, language) };
      };
      return page().then(({ status, html }) =>
        reply
          .status(status)
          .header('Cache-Control', 'no-cache')
          // The page's language (and so its markup) follows these two headers.
          .header('Vary', 'Cookie, Accept-Language')
          .type('text/html; charset=utf-8')
          .send(html),
      );
    });
}

function isApiOrMedia(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');
}
