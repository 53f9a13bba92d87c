import type { MetadataRoute } from 'next'

import { siteOrigin } from '#src/lib/seo/urls.ts'

/** Crawlers may read the public site; the admin panel, the API, the dashboard and staff previews stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/dashboard', '/en/dashboard', '/legal-preview', '/en/legal-preview', '/preview', '/en/preview'] }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
    host: siteOrigin(),
  }
}
