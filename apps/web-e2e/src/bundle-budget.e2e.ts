import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { firstLoadScripts, readBuild } from './first-load';

/**
 * The most JavaScript a shopper's first page may cost, in bytes as the server sends it (brotli).
 * Issue 14 aims at 180 KB; until the storefront gets there this is a ratchet at the largest of the three pages
 * plus about 3 KB, so the first load can only shrink. Lower it with every step. Last measured: home 209,048,
 * product 208,482, login 191,133.
 */
const FIRST_LOAD_BUDGET = 212_000;

const PAGES = [
  ['the home page', 'src/app/routes/home.tsx'],
  ['a product page', 'src/app/routes/catalogue/product-detail.tsx'],
  ['the login page', 'src/app/routes/auth/login.tsx'],
] as const;

/** Code a shopper's first page must never carry. */
const NOT_FOR_SHOPPERS = [
  /^src\/features\/admin/,
  /^src\/app\/routes\/admin/,
  /node_modules\/(recharts|d3-[a-z]+|victory-vendor)\//,
  /node_modules\/(leaflet|react-leaflet|@react-leaflet)\//,
  /node_modules\/(@rc-component\/qrcode|antd\/es\/qr-code)\//,
];

/**
 * antd code the shop loads when it is needed rather than with the first page: toasts (after idle or the first
 * toast, see FeedbackProvider), dialogs and the mobile menu (when opened), Result's illustrations (never).
 */
const LOADED_ON_DEMAND = [
  /node_modules\/antd\/es\/app\//,
  /node_modules\/antd\/es\/(notification|message|drawer|result)\/index\.js$/,
  /node_modules\/antd\/es\/modal\/Modal\.js$/,
];

/** Bytes on the wire for one asset, asking for brotli as browsers do. */
function transferredBytes(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ bytes, encoding: response.headers['content-encoding'] })
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

describe('the JavaScript a shopper downloads first', () => {
  const { manifest, modulesOf } = readBuild();

  it.each(PAGES)('%s carries no admin, chart, map or QR code', (_page, routeModule) => {
    const modules = firstLoadScripts(manifest, routeModule).flatMap((file) => modulesOf.get(file) ?? []);
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((module) => NOT_FOR_SHOPPERS.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  it.each(PAGES)('%s leaves toasts, dialogs and the mobile menu for later', (_page, routeModule) => {
    const modules = firstLoadScripts(manifest, routeModule).flatMap((file) => modulesOf.get(file) ?? []);
    expect(modules.filter((module) => LOADED_ON_DEMAND.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  it('a vaccine page loads its booking card without the booking wizard (form, steps, date picker)', () => {
    const scripts = [
      ...firstLoadScripts(manifest, 'src/app/routes/catalogue/product-detail.tsx'),
      ...firstLoadScripts(manifest, 'src/features/vaccination/booking-card.ts'),
    ];
    const modules = scripts.flatMap((file) => modulesOf.get(file) ?? []);
    expect(modules).toContain('src/features/vaccination/components/booking/vaccine-booking-card.tsx');
    expect(
      modules.filter((module) =>
        /booking-wizard\.tsx$|appointment-picker|node_modules\/antd\/es\/(form|steps|date-picker|select)\/index\.js$/.test(
          module,
        ),
      ),
    ).toEqual([]);
  });

  it('announces a product page’s own script in the HTML the server sends for it', async () => {
    const shop = inject('shopUrl');
    const [product] = (await (await fetch(`${shop}/api/products?_limit=1`)).json()) as { id: string }[];
    const html = await (
      await fetch(`${shop}/products/${product!.id}`, { headers: { Accept: 'text/html' } })
    ).text();
    const ownChunk = manifest['src/app/routes/catalogue/product-detail.tsx']!.file;
    // A server-rendered page lists its scripts for after its first paint (apps/api/src/ssr/scripts-after-paint.ts).
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(list![1]!)).toContain(`/${ownChunk}`);
  });

  it.each(PAGES)(
    '%s stays within the budget, compressed as the server sends it',
    async (_page, routeModule) => {
      const shop = inject('shopUrl');
      let total = 0;
      for (const file of firstLoadScripts(manifest, routeModule)) {
        const { bytes, encoding } = await transferredBytes(`${shop}/${file}`);
        // The build leaves files under 1 KB uncompressed (not worth it); every other one goes out as brotli.
        if (bytes >= 1024) expect({ file, encoding }).toEqual({ file, encoding: 'br' });
        total += bytes;
      }
      expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    },
  );
});
