import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaderRules } from './src/security/headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // The Docker image (Dockerfile) builds the self-contained server; next start serves the normal build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // The footer links to /planes; the plans page lives at /plans.
  redirects: async () => [
    { source: '/planes', destination: '/plans', permanent: true },
    { source: '/en/planes', destination: '/en/plans', permanent: true },
  ],
  // Security headers of every response (src/security/headers.ts, docs/security.md): fixed when
  // next build runs, so prerendered pages stay static.
  headers: async () => securityHeaderRules(process.env),
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
