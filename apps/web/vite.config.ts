import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkModules } from './build/chunk-modules';
import { routePreloads } from './build/route-preloads';
import { sideEffectFree } from './build/side-effect-free';
import { withoutUniqueTooltips } from './build/without-unique-tooltips';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `npm run bundle-report` (vite build --mode report): a treemap of every chunk's modules with their gzip and
 * brotli sizes, written to tmp/ — never into the production build.
 */
function bundleReport(mode: string): PluginOption[] {
  if (mode !== 'report') return [];
  return [
    visualizer({
      filename: fileURLToPath(new URL('../../tmp/bundle-report.html', import.meta.url)),
      template: 'treemap',
      gzipSize: true,
      brotliSize: true,
      title: 'Kukur Pasal web bundle',
    }),
  ];
}

/** antd's theme: the routes not marked `antdFree` in src/app/router.tsx load it with their code. */
const ANTD_THEME = 'src/shared/ui/antd-theme/antd-theme.tsx';

/**
 * The storefront addresses whose page code the server announces in index.html (see build/route-preloads.ts):
 * the route's module and, for a page that uses antd, antd's theme.
 */
const PRELOADED_ROUTES: Record<string, readonly string[]> = {
  '/': ['src/app/routes/home.tsx'],
  '/home': ['src/app/routes/home.tsx'],
  '/products': ['src/app/routes/catalogue/products.tsx', ANTD_THEME],
  '/products/:id': ['src/app/routes/catalogue/product-detail.tsx'],
  '/vaccination': ['src/app/routes/catalogue/vaccination.tsx', ANTD_THEME],
  '/vaccination/:id': ['src/app/routes/catalogue/product-detail.tsx'],
  '/search': ['src/app/routes/catalogue/search.tsx', ANTD_THEME],
  '/login': ['src/app/routes/auth/login.tsx'],
  '/signup': ['src/app/routes/auth/signup.tsx', ANTD_THEME],
  '/cart': ['src/app/routes/cart.tsx', ANTD_THEME],
};

/**
 * `vite build --ssr` (the second half of `npm run build`): the server's renderer of the catalogue pages
 * (src/app/entry-server.tsx, named in package.json's build) as one ES module with everything it imports, since production keeps no web
 * dependencies. It goes under dist/.vite, which the API reads but never serves.
 */
const SERVER_RENDER_DIR = 'dist/.vite/ssr';

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? {
        root,
        resolve: {
          conditions: ['@kukur/source'],
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
        },
        plugins: [react()],
        // The production builds of React and Ant Design, as in the browser (antd's class names depend on it).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          outDir: fileURLToPath(new URL(`./${SERVER_RENDER_DIR}`, import.meta.url)),
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', codeSplitting: false } },
        },
      }
    : {
        root,
        // Brotli and gzip copies of every text asset, so the API serves them without compressing per request.
        plugins: [
          react(),
          sideEffectFree('nepali-date-converter'),
          withoutUniqueTooltips(),
          compression({ threshold: 1024, logLevel: 'silent' }),
          chunkModules(root),
          routePreloads(root, PRELOADED_ROUTES),
          ...bundleReport(mode),
        ],
        resolve: {
          // Resolve @kukur/contracts to its TypeScript source, so the web app needs no prior lib build.
          conditions: ['@kukur/source', ...defaultClientConditions],
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
        },
        server: {
          port: 5173,
          proxy: {
            '/api': { target: apiTarget, changeOrigin: true },
            '/media': { target: apiTarget, changeOrigin: true },
          },
        },
        build: {
          outDir: fileURLToPath(new URL('./dist', import.meta.url)),
          emptyOutDir: true,
          // Which chunks each page needs: read by the bundle budget test (apps/web-e2e/src/bundle-budget.e2e.ts).
          manifest: true,
          rolldownOptions: {
            output: {
              // Vendor code changes less often than ours: separate chunks stay cached across deploys.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                  },
                  // Only the booking confirmation's map needs Leaflet: its own chunk, fetched with that page.
                  { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
                  // Everything the entry imports statically, as one file: every page loads all of it anyway, and
                  // one file compresses far better than the ~50 small shared chunks the automatic split made of it
                  // (21 KB of brotli less on every first load).
                  { name: 'initial', tags: ['$initial'] },
                ],
              },
            },
          },
        },
      },
);
