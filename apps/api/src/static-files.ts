import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Uploaded and seeded product images, at a stable URL. */
export function serveMedia(app: NestExpressApplication, mediaDir: string): void {
  const dir = resolve(mediaDir);
  mkdirSync(dir, { recursive: true });
  app.useStaticAssets(dir, { prefix: '/media/', maxAge: '1d', fallthrough: true, index: false });
}

/**
 * The single-page app: hashed assets cached for a year, and index.html for every other GET that
 * is not under /api or /media, so client-side routes (including "Page not found") work on reload.
 */
export function serveSpa(app: NestExpressApplication, webDistDir: string | undefined): void {
  if (!webDistDir) return;
  const dir = resolve(webDistDir);
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.useStaticAssets(join(dir, 'assets'), {
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi =
      request.path === '/api' || request.path.startsWith('/api/') || request.path.startsWith('/media/');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || !request.accepts('html'))
      return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
