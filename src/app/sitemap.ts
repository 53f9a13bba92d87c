import type { MetadataRoute } from 'next'

import { publicRoutes } from '#src/routes.ts'
import { getPosts, getSeoPages } from '#src/data/collections.ts'
import { getLegalDocuments } from '#src/legal/data.ts'
import { defaultLocale, locales } from '#src/i18n/locales.ts'
import { absoluteUrl, languageAlternates } from '#src/seo/urls.ts'
import { type LegalKind, versionId, versionPath } from '#src/legal/versions.ts'

/**
 * Every indexable public page in both languages, each with its hreflang alternates, the blog
 * posts and the superseded versions of the legal documents (the current version's own address
 * points to /privacy or /terms-of-service as canonical, so it is not listed twice). Pages marked
 * no-index in the admin (sign-in, registration) stay out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [seoPages, posts, legal] = await Promise.all([
    getSeoPages(defaultLocale),
    getPosts(defaultLocale),
    getLegalDocuments(defaultLocale),
  ])
  const hidden = new Set(seoPages.filter((page) => page.meta?.noIndex).map((page) => page.route))
  const paths = publicRoutes
    .filter((route) => !hidden.has(route))
    .map((route) => ({ path: route as string, lastModified: undefined as string | undefined }))
  for (const post of posts) paths.push({ path: `/blog/${post.articleNumber}`, lastModified: post.updatedAt })
  const seenKinds = new Set<string>()
  for (const document of legal) {
    // Newest first: the first of each kind is the current version.
    if (seenKinds.has(document.kind))
      paths.push({
        path: versionPath(document.kind as LegalKind, versionId(document.lastUpdated)),
        lastModified: document.updatedAt,
      })
    seenKinds.add(document.kind)
  }
  return paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      lastModified,
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
