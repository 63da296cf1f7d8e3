// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Web folders whose screens speak through the message catalogues (apps/web/src/locales, issue 16): no literal
 * text in their JSX. Add a folder here once its screens are converted.
 */
const translatedWebFolders = [
  'apps/web/src/app/layout',
  'apps/web/src/app/routes/home.tsx',
  'apps/web/src/app/routes/catalogue',
  'apps/web/src/features/home',
  'apps/web/src/features/catalogue',
  'apps/web/src/shared/ui/product-card',
  'apps/web/src/shared/ui/star-rating.tsx',
  'apps/web/src/shared/orders/order-summary-card.tsx',
  'apps/web/src/app/routes/cart.tsx',
  'apps/web/src/app/routes/checkout.tsx',
  'apps/web/src/features/cart',
  'apps/web/src/features/checkout',
  'apps/web/src/features/payment',
  'apps/web/src/app/routes/payment',
  'apps/web/src/features/auth',
  'apps/web/src/app/routes/auth',
  'apps/web/src/features/profile',
  'apps/web/src/features/orders',
  'apps/web/src/app/routes/profile.tsx',
  'apps/web/src/app/routes/edit-profile.tsx',
  'apps/web/src/app/routes/not-found.tsx',
  'apps/web/src/app/routes/route-error.tsx',
  'apps/web/src/shared/i18n',
  'apps/web/src/shared/ui/logo.tsx',
  'apps/web/src/shared/ui/confirm-dialog-modal.tsx',
  'apps/web/src/features/auth/components/logout-button.tsx',
  'apps/web/src/features/vaccination',
  'apps/web/src/app/routes/vaccination',
  'apps/web/src/app/routes/about-us.tsx',
  'apps/web/src/app/routes/contact.tsx',
  'apps/web/src/app/routes/marketing-link.tsx',
  'apps/web/src/features/partnership',
  'apps/web/src/features/newsletter',
  'apps/web/src/shared/ui/page-spinner.tsx',
  'apps/web/src/shared/ui/scroll-to-top-button.tsx',
  'apps/web/src/shared/ui/page-hero.tsx',
  'apps/web/src/app/access-guard.tsx',
  'apps/web/src/app/page-meta.tsx',
];

const serverModules = [
  'kernel',
  'catalogue',
  'notification',
  'identity',
  'ordering',
  'payments',
  'vaccination',
  'dashboard',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      '**/schema.d.ts',
      '**/*.d.ts',
      'coverage/**',
      // The benchmark peers' build output and run folders (tools/bench/peers/*/README.md).
      'tools/bench/peers/medusa/.medusa/**',
      'tools/bench/peers/vendure/.run/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      // Nest modules are classes with decorators and no members.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  // Module boundaries: a server module reaches another only through its public index.ts.
  {
    files: ['libs/server/**/*.ts', 'apps/api/**/*.ts', 'apps/worker/**/*.ts', 'tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kukur/*/src', '@kukur/*/src/**', '@kukur/*/dist/**'],
              message: 'Import another module only through its public index.ts (the package name).',
            },
            {
              regex: `^(\\.\\./)+(${serverModules.join('|')})/`,
              message: 'Import another server module through its package name, not a relative path.',
            },
          ],
        },
      ],
    },
  },
  // The contracts are shared by server and browser: no framework may leak into them.
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nestjs/*',
                '@mikro-orm/*',
                'react',
                'react-dom',
                'antd',
                'bullmq',
                'ioredis',
                '@kukur/*',
                'node:*',
              ],
              message: 'libs/contracts imports no framework and no other package.',
            },
          ],
        },
      ],
    },
  },
  // Web code never imports server code.
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web-e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@kukur/server-*',
                '@kukur/api',
                '@kukur/worker',
                '@nestjs/*',
                '@mikro-orm/*',
                'bullmq',
                'ioredis',
              ],
              message:
                'Web code never imports server code; use the generated API types and @kukur/contracts.',
            },
            { group: ['@kukur/contracts/*'], message: 'Import @kukur/contracts through its index.' },
          ],
        },
      ],
    },
  },
  // Web features do not import each other; the app layer composes them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
              message:
                'Features do not import each other: compose them in src/app, or move shared code to src/shared.',
            },
            {
              group: ['@kukur/server-*', '@kukur/api', '@kukur/worker', '@nestjs/*', '@mikro-orm/*'],
              message: 'Web code never imports server code.',
            },
          ],
        },
      ],
    },
  })),
  // Converted screens: what a reader sees comes from the catalogues, never a literal in the JSX.
  {
    files: translatedWebFolders.map((path) => (path.endsWith('.tsx') ? path : `${path}/**/*.tsx`)),
    ignores: ['**/*.spec.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // The attributes a reader sees or hears; the rest (to, type, size, placement...) are code.
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'alt',
              'title',
              'placeholder',
              'label',
              'text',
              'description',
              'message',
              'confirmText',
              'cancelText',
              'okText',
              'tooltip',
              'extra',
              'addonBefore',
              'addonAfter',
            ],
          },
          callees: {
            exclude: ['t', 'i18n(ext)?', 'navigate', 'useTranslation', 'formatRupees', 'classNames'],
          },
        },
      ],
    },
  },
  // A benchmark peer's server files are CommonJS, as its framework loads them.
  {
    files: ['tools/bench/peers/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
