import { Controller, Get, Header, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { ListProductPagesQuery } from '@kukur/server-catalogue';
import { APP_CONFIG, type AppConfig } from '@kukur/server-kernel';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;

const PUBLIC_PAGES = ['/', '/products', '/vaccination', '/book-vaccination', '/aboutus', '/contact'];

/** Pages only a signed-in customer or an admin sees, or that only make sense mid-journey. */
const PRIVATE_PAGES = [
  '/admin',
  '/api/',
  '/profile',
  '/edit-profile',
  '/cart',
  '/checkout',
  '/payment',
  '/payment-success',
  '/MyBookings',
  '/BookingConfirm',
  '/VerifyOtp',
  '/ResetPassword',
  '/verification-pending',
  '/unsubscribe',
  '/newsletter/confirm',
];

/** What search engines read first: which pages to leave alone, and where the shop's pages are listed. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const pages = await this.queries.execute(new ListProductPagesQuery(SITEMAP_LIMIT - PUBLIC_PAGES.length));
    const entries = [
      ...PUBLIC_PAGES.map((path) => `  <url><loc>${this.url(path)}</loc></url>`),
      ...pages.map((page) => {
        const path = `${page.kind === 'vaccine' ? '/vaccination' : '/products'}/${encodeURIComponent(page.id)}`;
        return `  <url><loc>${this.url(path)}</loc><lastmod>${page.updatedAt.toISOString()}</lastmod></url>`;
      }),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** PUBLIC_URL holds no characters XML would need escaped beyond `&`, which a URL may carry. */
  private url(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}${path}`.replace(/&/g, '&amp;');
  }
}
