import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, mkdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

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
 */
export function serveSpa(app: NestExpressApplication, webDistDir: string | undefined): void {
  if (!webDistDir) return;
  const dir = resolve(webDistDir);
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) return;
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
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
