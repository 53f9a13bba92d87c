import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

// The one exception to the #src/… import form (eslint.config.mjs): Next compiles this file to
// CommonJS and loads it with its own resolver, which knows relative paths only. Both modules import nothing.
import { env, processEnv } from './src/config/env'
import { securityHeaderRules } from './src/security/headers'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Interface messages are compiled when the site is built, so the browser gets no ICU message
  // parser (about 13 kB gzip less JavaScript on every page; docs/performance.md).
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Several instances of one build (docs/operations.md): Next's cache and its tags live in Redis
 * (cache-handler.mjs) when REDIS_URL is set, with no per-process memory copy in front of it (a
 * copy would keep serving a page another instance has expired). Without REDIS_URL, Next's own
 * local cache, as a single instance always had.
 */
const sharedCache: Partial<NextConfig> = env.redisUrl()
  ? { cacheHandler: path.join(dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...sharedCache,
  // One id per build, the same on every instance serving it (set at build and at start): assets
  // and server actions of another deployment are told apart, and the shared cache's keys carry it.
  deploymentId: env.deploymentId(),
  // The production server (scripts/server.ts) compresses: each cacheable response once, not
  // per request as Next's own gzip does (docs/performance.md). `next start` alone sends it uncompressed.
  compress: false,
  // PDFKit loads its own files at run time; the legal PDFs embed DejaVu Sans from its package. The
  // shared cache's handler and Redis client stay Node modules, not bundled into the server's code.
  serverExternalPackages: ['pdfkit', 'redis', '@fortedigital/nextjs-cache-handler'],
  // The container image's release step (Dockerfile, CITAYA_IMAGE=1) builds a standalone output: the
  // build with only the files and packages its server reads (Next's trace), which the app image
  // serves from the deployment's build folder without node_modules of its own (scripts/lib/standalone.ts,
  // docs/operations.md). Elsewhere (npm run build, the tests) .next is served from the checkout.
  output: process.env.CITAYA_IMAGE === '1' ? 'standalone' : undefined,
  outputFileTracingIncludes: { '/**': ['./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf'] },
  reactStrictMode: true,
  // The container image (Dockerfile, CITAYA_IMAGE=1) holds production dependencies only, so the
  // release step's build cannot type-check the test files and tools against packages it lacks; the
  // same commit's types are checked by CI (npm run typecheck) before an image is built from it.
  // CI's own builds (the end-to-end and scale tests, .ci/run sets CI=true) skip it too: npm test
  // type-checked the same tree as its first step.
  typescript: { ignoreBuildErrors: process.env.CITAYA_IMAGE === '1' || process.env.CI === 'true' },
  // The site's own 404 page (src/app/global-not-found.tsx) for every address no route answers:
  // the site and the admin are two root layouts, so there is no root not-found.tsx.
  // CSS: the components' CSS Modules are grouped by Turbopack's graph chunker, which weighs each
  // extra stylesheet request against CSS a page would download without using it. Its default
  // (loose) chunking gave the landing four stylesheets and 0.8 kB gzip more than the one global
  // file did (docs/performance.md, "Styles beside their components").
  experimental: { globalNotFound: true, cssChunking: 'graph' },
  // Security headers of every response (src/security/headers.ts, docs/security.md): fixed when
  // next build runs, so prerendered pages stay static.
  headers: async () => securityHeaderRules(processEnv()),
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint (Accept-CH and Critical-CH), which
 * only its admin reads. On the public site Critical-CH makes Chromium request each first page
 * twice; the hint is kept for /admin only.
 */
const isClientHintRule = (rule: { headers: Array<{ key: string }> }) =>
  rule.headers.some((header) => header.key === 'Critical-CH')
const payloadHeaders = config.headers

export default {
  ...config,
  headers: async () =>
    ((await payloadHeaders?.()) ?? []).flatMap((rule) =>
      isClientHintRule(rule) ? ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source })) : [rule],
    ),
} satisfies NextConfig
