import type { MetadataRoute } from 'next'

import { inEveryLocale } from '#src/i18n/paths.ts'
import { previewRoutes, privateRoutes, systemRoutes } from '#src/routes.ts'
import { siteOrigin } from '#src/seo/urls.ts'

/** Crawlers may read the public site; the admin panel, the API, the dashboard and staff previews stay out. */
export default function robots(): MetadataRoute.Robots {
  const disallow = [...systemRoutes, ...[...privateRoutes, ...previewRoutes].flatMap(inEveryLocale)]
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
    host: siteOrigin(),
  }
}
