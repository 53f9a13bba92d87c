import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaderRules } from './src/security/headers'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Interface messages are compiled when the site is built, so the browser gets no ICU message
  // parser (about 13 kB gzip less JavaScript on every page; docs/performance.md).
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server (scripts/server.ts) compresses: each cacheable response once, not
  // per request as Next's own gzip does (docs/performance.md). `next start` alone sends it uncompressed.
  compress: false,
  // PDFKit loads its own files at run time; the legal PDFs embed DejaVu Sans from its package.
  serverExternalPackages: ['pdfkit'],
  outputFileTracingIncludes: { '/**': ['./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf'] },
  reactStrictMode: true,
  // The site's own 404 page (src/app/global-not-found.tsx) for every address no route answers:
  // the site and the admin are two root layouts, so there is no root not-found.tsx.
  experimental: { globalNotFound: true },
  // Security headers of every response (src/security/headers.ts, docs/security.md): fixed when
  // next build runs, so prerendered pages stay static.
  headers: async () => securityHeaderRules(process.env),
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint (Accept-CH and Critical-CH), which
 * only its admin reads. On the public site Critical-CH makes Chromium request each first page
 * twice; the hint is kept for /admin only.
 */
const isClientHintRule = (rule: { headers: Array<{ key: string }> }) => rule.headers.some((header) => header.key === 'Critical-CH')
const payloadHeaders = config.headers

export default {
  ...config,
  headers: async () =>
    ((await payloadHeaders?.()) ?? []).flatMap((rule) => (isClientHintRule(rule) ? ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source })) : [rule])),
} satisfies NextConfig
