import {
  pageSummary,
  PRODUCT_PAGE_IMAGE_SIZES,
  productImageSrcSet,
  pageTitle,
  SHOP_DESCRIPTION,
  SHOP_NAME,
  SHOP_SHARE_IMAGE,
  SHOP_TITLE,
} from '@kukur/contracts';
import type { ProductDto } from '@kukur/server-catalogue';
import { scriptsAfterPaint } from '../ssr/scripts-after-paint';

/** Text for an HTML attribute or element: nothing in it can close the tag or the attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What the head of a page says about it: its title and the tags search engines and link previews read. */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph properties, in order (og:*, product:*). */
  properties: [string, string][];
  /** Other named metas (twitter:*). */
  names: [string, string][];
  canonical: string | null;
  /** The page's largest picture, fetched from the HTML before any script runs (LCP). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

/** An absolute address on the shop's public site, from its configured base URL. */
export function publicUrl(base: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${base.replace(/\/$/, '')}${path}`;
}

function shopImage(base: string): [string, string][] {
  return [
    ['og:image', publicUrl(base, SHOP_SHARE_IMAGE.path)],
    ['og:image:width', String(SHOP_SHARE_IMAGE.width)],
    ['og:image:height', String(SHOP_SHARE_IMAGE.height)],
    ['og:image:alt', SHOP_NAME],
  ];
}

/** The shop's own tags: the home page, and every page the server knows nothing particular about. */
export function shopHead(base: string, path: string): PageHead {
  const home = path === '/' || path === '/home';
  const url = publicUrl(base, '/');
  return {
    title: SHOP_TITLE,
    description: SHOP_DESCRIPTION,
    properties: [
      ['og:site_name', SHOP_NAME],
      ['og:type', 'website'],
      ['og:title', SHOP_TITLE],
      ['og:description', SHOP_DESCRIPTION],
      ...(home ? ([['og:url', url]] as [string, string][]) : []),
      ...shopImage(base),
    ],
    names: [['twitter:card', 'summary']],
    canonical: home ? url : null,
  };
}

/**
 * A product's or vaccine's page: its name, a plain-text summary, its large picture, its price in NPR, and its
 * one address (vaccines live under /vaccination). Previews do not show SVG, so a drawn picture gives way to
 * the shop's logo.
 */
export function productHead(base: string, product: ProductDto): PageHead {
  const title = pageTitle(product.name);
  const description = pageSummary(product.description) ?? SHOP_DESCRIPTION;
  const url = publicUrl(
    base,
    `${product.kind === 'vaccine' ? '/vaccination' : '/products'}/${encodeURIComponent(product.id)}`,
  );
  const picture = product.image && !/\.svg$/i.test(product.image) ? product.image : null;
  const image: [string, string][] = picture
    ? [
        ['og:image', publicUrl(base, picture.replace(/-small\.webp$/, '-large.webp'))],
        ['og:image:alt', product.name],
      ]
    : shopImage(base);
  return {
    title,
    description,
    properties: [
      ['og:site_name', SHOP_NAME],
      ['og:type', 'product'],
      ['og:title', title],
      ['og:description', description],
      ['og:url', url],
      ...image,
      ['product:price:amount', product.price.toFixed(2)],
      ['product:price:currency', 'NPR'],
    ],
    names: [['twitter:card', 'summary_large_image']],
    canonical: url,
    ...(product.image ? { preloadImage: productPhotoPreload(product.image) } : {}),
  };
}

/** The product page's photo as its <img> asks for it (same srcset and sizes, so the preload is used). */
function productPhotoPreload(image: string): NonNullable<PageHead['preloadImage']> {
  const srcset = productImageSrcSet(image);
  return srcset ? { href: image, srcset, sizes: PRODUCT_PAGE_IMAGE_SIZES } : { href: image };
}

function preloadTag({ href, srcset, sizes }: NonNullable<PageHead['preloadImage']>): string {
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/** The head's tags as HTML, every value escaped (the photo's preload goes first in the head, see IndexTemplate). */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
    ...head.names.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
  ].join('\n    ');
}

/** A page's server-rendered content (see ssr/page-renderer.ts) and the stylesheets of its route's code. */
export interface PageBody {
  html: string;
  styles: string;
  data: string;
  stylesheets: readonly string[];
}

/** The build's entry, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /\s*<script\s+type=["']module["'][^>]*?\ssrc=["']([^"']+)["'][^>]*><\/script>/i;
/** The entry's own imports, which Vite announces in index.html. */
const MODULE_PRELOAD = /\s*<link\s+rel=["']modulepreload["'][^>]*?\shref=["']([^"']+)["'][^>]*>/gi;

/** The element the app renders into, empty in the build's index.html. */
const APP_ROOT = '<div id="root"></div>';
/** The id web/src/app/server-render-data.ts reads the hydration state from. */
const RENDER_DATA_ID = 'server-render-data';

/**
 * index.html split once around the page's own tags: its `<title>` and meta description are taken out and
 * the page's head goes in their place, and a server-rendered page's markup goes into the app's root, so
 * answering a page costs a few string joins.
 */
export class IndexTemplate {
  /** Up to the head's charset: where the page's photo is preloaded, ahead of the build's scripts. */
  private readonly top: string;
  private readonly before: string;
  private readonly after: string;
  /** The build's entry script and its modulepreloads, and the head without them (see scriptsAfterPaint). */
  private readonly buildScripts?: { entry: string; preloads: string[]; headWithout: string };

  constructor(html: string) {
    const withoutOwnTags = html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
      .replace(
        /<meta\s+(?:property=["'](?:og|product):[^"']*["']|name=["']twitter:[^"']*["'])[^>]*>\s*/gi,
        '',
      )
      .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/i, '');
    // Before </head>; a page without one (a bare test page) gets its head before the body or first.
    const cut = [/<\/head>/i, /<body/i, /(?<=<!doctype html>)/i]
      .map((pattern) => withoutOwnTags.search(pattern))
      .concat(0)
      .find((index) => index !== -1)!;
    const headStart = /<head[^>]*>\s*(?:<meta\s+charset[^>]*>\s*)?/i.exec(withoutOwnTags);
    const top = headStart && headStart.index < cut ? headStart.index + headStart[0].length : 0;
    this.top = withoutOwnTags.slice(0, top);
    this.before = withoutOwnTags.slice(top, cut);
    this.after = withoutOwnTags.slice(cut);
    const entry = ENTRY_SCRIPT.exec(this.before);
    this.buildScripts = entry
      ? {
          entry: entry[1]!,
          preloads: [...this.before.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
          headWithout: this.before.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
        }
      : undefined;
  }

  /** Whether a server-rendered page's markup has a place (the build's empty app root) in this index.html. */
  get hasAppRoot(): boolean {
    return this.after.includes(APP_ROOT);
  }

  /**
   * The page with its head, modulepreload links for its own scripts (`scripts`, see RoutePreloads) and, when
   * the server rendered it, its markup in the app's root with its styles and hydration state. A rendered
   * page loads the build's scripts and its own after its first paint instead (see scriptsAfterPaint).
   */
  render(head: PageHead, scripts: readonly string[] = [], body?: PageBody, language = 'en'): string {
    const top = this.top.replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(language)}">`);
    // Over HTTP/1.1 the browser fetches six files at a time in the order the HTML names them: the photo (LCP)
    // first, not after the build's fifty scripts.
    const photo = head.preloadImage ? `${preloadTag(head.preloadImage)}\n    ` : '';
    const preloads = scripts.map(
      (file) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
    );
    if (!body || !this.hasAppRoot) {
      return `${top}${photo}${this.before}  ${renderHead(head)}${preloads.join('')}\n  ${this.after}`;
    }
    const stylesheets = body.stylesheets.map(
      (file) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(file)}" />`,
    );
    const build = this.buildScripts;
    const root =
      `<div id="root">${body.html}</div>\n    ` +
      `<script type="application/json" id="${RENDER_DATA_ID}">${body.data}</script>` +
      (build ? `\n    ${scriptsAfterPaint(build.entry, [...build.preloads, ...scripts])}` : '');
    const headTags = build ? build.headWithout : this.before;
    const pagePreloads = build ? '' : preloads.join('');
    return (
      `${top}${photo}${headTags}  ${renderHead(head)}${pagePreloads}${stylesheets.join('')}\n    ${body.styles}\n  ` +
      this.after.replace(APP_ROOT, () => root)
    );
  }
}
