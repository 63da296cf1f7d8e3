import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetProductQuery } from '@kukur/server-catalogue';
import { NotFoundError, type AppConfig } from '@kukur/server-kernel';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { RoutePreloads } from './seo/route-preloads';
import { IndexTemplate, type PageHead, productHead, shopHead } from './seo/share-tags';

/** Uploaded and seeded product images, at a stable URL. */
export function serveMedia(app: NestExpressApplication, mediaDir: string): void {
  const dir = resolve(mediaDir);
  mkdirSync(dir, { recursive: true });
  app.useStaticAssets(dir, { prefix: '/media/', maxAge: '1d', fallthrough: true, index: false });
}

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
 */
export function serveSpa(app: NestExpressApplication, config: AppConfig): void {
  if (!config.WEB_DIST_DIR) return;
  const dir = resolve(config.WEB_DIST_DIR);
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) return;
  const template = new IndexTemplate(readFileSync(indexHtml, 'utf8'));
  const preloads = RoutePreloads.fromFile(join(dir, '.vite', 'route-preloads.json'));
  const queries = app.get(QueryBus);
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
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'] };
  app.use(
    '/assets/',
    expressStaticGzip(join(dir, 'assets'), {
      ...precompressed,
      serveStatic: { immutable: true, maxAge: '365d', index: false },
    }),
  );
  app.use(
    expressStaticGzip(dir, { ...precompressed, index: false, serveStatic: { index: false, maxAge: '1h' } }),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi =
      request.path === '/api' || request.path.startsWith('/api/') || request.path.startsWith('/media/');
    const isFile = extname(request.path) !== '';
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      isApi ||
      isFile ||
      !request.accepts('html')
    )
      return next();
    headOf(request.path).then(({ status, head }) => {
      response.setHeader('Cache-Control', 'no-cache');
      response
        .status(status)
        .type('html')
        .send(template.render(head, status === 200 ? preloads.for(request.path) : []));
    }, next);
  });
}
