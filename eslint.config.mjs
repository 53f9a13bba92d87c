import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

/**
 * One import form: every module of this repository is imported through package.json "imports"
 * (#src/…, #scripts/…, #tests/…, #payload-config) with its file extension, which Node (scripts run
 * directly), TypeScript, Turbopack and Vitest all resolve the same way.
 */
const importForm = [
  {
    regex: '^@/',
    message: 'Import from #src/… (package.json "imports"), the one form Node, TypeScript and the bundler all resolve.',
  },
  { regex: '^\\.\\.?/', message: 'Import from #src/…, #scripts/… or #tests/… instead of a relative path.' },
  {
    regex: '^#(?:src|scripts|tests)/.*(?<!\\.(?:ts|tsx|mjs|js|json|css|scss))$',
    message: 'Give the file its extension (#src/i18n/paths.ts): Node resolves nothing else.',
  },
]
// sonner is loaded on the first toast only: everything else goes through src/components/toast/toast.ts.
const sonner = {
  name: 'sonner',
  message: "Use toast from '#src/components/toast/toast.ts', which loads sonner on the first toast.",
}

// zod's full build is 25 kB of gzip more in a browser bundle than its tree-shakable one, which does the same.
const zod = { name: 'zod', message: "Import * as z from 'zod/mini' (the contact page's budget, docs/performance.md)." }

// @payloadcms/drizzle returns normally from a COMMIT that failed (issue 38): transactions go through
// src/config/transactions.ts, whose adapter throws then, and whose inTransaction is the one way to use them.
const transactions = {
  name: 'payload',
  importNames: ['initTransaction', 'commitTransaction', 'killTransaction'],
  message: "Write several things together with inTransaction from '#src/config/transactions.ts'.",
}

const imports = (...layerRules) => [
  'error',
  { paths: [sonner, zod, transactions], patterns: [...importForm, ...layerRules] },
]

/**
 * Layers, lowest first: what a layer may import (docs: README "Where things are"). A rule names
 * the #src/ paths a folder must not import; ESLint applies the last matching block, so each block
 * repeats the import form.
 */
const foundation = '(?:config|i18n|access)/|routes\\.ts$|payload-types\\.ts$'
const layers = [
  {
    // Configuration, languages, roles and the route list: the ground everything stands on.
    files: ['src/config/**', 'src/i18n/**', 'src/access/**', 'src/routes.ts'],
    rule: {
      regex: `^#src/(?!${foundation})`,
      message: 'src/config, src/i18n, src/access and src/routes.ts import only each other (they are the lowest layer).',
    },
  },
  {
    // The data layer: reads through Next's cache and their expiry, on top of the foundation only.
    files: ['src/data/**'],
    rule: {
      regex: `^#src/(?!${foundation}|data/)`,
      message:
        'The data layer imports only src/data and the foundation (config, i18n, access, routes, payload-types): features build on it, not the reverse.',
    },
  },
  {
    // Request-level server utilities (body limits, client address, compression, own-server fetch).
    files: ['src/server/**', 'src/security/**'],
    rule: {
      regex: `^#src/(?!${foundation}|server/|security/)`,
      message: 'src/server and src/security sit under the features: they import only the foundation.',
    },
  },
  {
    // Schema (collections, globals, fields): no page or component code in Payload's config.
    files: ['src/collections/**', 'src/globals/**', 'src/fields/**', 'src/*/collection/**'],
    rule: {
      regex: '^#src/(?:app/|components/|[^/]+/components/)',
      message:
        'Collections, globals and fields do not import pages or components (admin components are referenced by path).',
    },
  },
  {
    // Shared components serve the features and the pages, never the other way round.
    files: ['src/components/**', 'src/*/components/**'],
    rule: {
      regex: '^#src/(?:app/|proxy\\.ts$|instrumentation(?:-node)?\\.ts$)',
      message: 'Components do not import routes, the proxy or instrumentation.',
    },
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': imports(),
    },
  },
  {
    // Nothing below the routes imports them.
    files: ['src/**'],
    ignores: ['src/app/**'],
    rules: {
      'no-restricted-imports': imports({
        regex: '^#src/app/',
        message: 'Only routes import routes: move shared code to its feature or to src/components.',
      }),
    },
  },
  ...layers.map(({ files, rule }) => ({
    files,
    rules: { 'no-restricted-imports': imports({ regex: '^#src/app/', message: 'Only routes import routes.' }, rule) },
  })),
  {
    files: ['src/components/toast/ToastRegion.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: importForm }] },
  },
  {
    // Next compiles next.config.ts to CommonJS with a resolver of its own that knows relative paths only.
    files: ['next.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The environment has one reader (src/config/env.ts): everything else in src/ asks it. Except
    // instrumentation's NEXT_RUNTIME check, which must be literal for Next to drop the Edge branch.
    files: ['src/**'],
    ignores: ['src/config/env.ts', 'src/instrumentation.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through #src/config/env.ts (one typed reader, documented in .env.example).',
        },
      ],
    },
  },
  {
    // Localized paths and formats come from src/i18n: no `locale === 'en' ? '/en…' : …` elsewhere.
    files: ['src/**', 'scripts/**'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/][right.type='Literal'][right.value=/^(?:es|en)$/]",
          message:
            'Compare with defaultLocale, or build the path or format with src/i18n (localizedPath, splitLocale, intlLocales, formatDate…).',
        },
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/][left.type='Literal'][left.value=/^(?:es|en)$/]",
          message:
            'Compare with defaultLocale, or build the path or format with src/i18n (localizedPath, splitLocale, intlLocales, formatDate…).',
        },
      ],
    },
  },
]

export default config
