import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // The Docker image (Dockerfile) builds the self-contained server; next start serves the normal build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // PDFKit loads its own files at run time; the legal PDFs embed DejaVu Sans from its package.
  serverExternalPackages: ['pdfkit'],
  outputFileTracingIncludes: { '/**': ['./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf'] },
  reactStrictMode: true,
  // The footer links to /planes; the plans page lives at /plans.
  redirects: async () => [
    { source: '/planes', destination: '/plans', permanent: true },
    { source: '/en/planes', destination: '/en/plans', permanent: true },
  ],
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
