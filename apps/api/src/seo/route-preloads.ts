import { existsSync, readFileSync } from 'node:fs';

/**
 * The page code of the storefront's addresses, as the web build lists it (apps/web/build/route-preloads.ts):
 * `/products/:id` -> the product page's script files, which index.html then announces as modulepreload links,
 * and their stylesheets, which a server-rendered page links.
 */
export class RoutePreloads {
  private readonly routes: { pattern: RegExp; files: string[]; stylesheets: string[] }[];

  constructor(byPattern: Record<string, string[]>) {
    this.routes = Object.entries(byPattern).map(([pattern, files]) => ({
      pattern: new RegExp(
        `^${pattern
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
      files: files.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file)),
      stylesheets: files.filter((file) => /^\/assets\/[\w.-]+\.css$/.test(file)),
    }));
  }

  /** Reads the build's list; none when the build has no such file (an older build, a bare test page). */
  static fromFile(file: string): RoutePreloads {
    if (!existsSync(file)) return new RoutePreloads({});
    return new RoutePreloads(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>);
  }

  /** The script files the page at `path` needs beyond the entry's, or none. */
  for(path: string): readonly string[] {
    return this.routes.find((route) => route.pattern.test(path))?.files ?? [];
  }

  /** The stylesheets of that code: a server-rendered page needs them before its scripts run. */
  stylesheetsFor(path: string): readonly string[] {
    return this.routes.find((route) => route.pattern.test(path))?.stylesheets ?? [];
  }
}
