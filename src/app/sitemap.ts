import type { MetadataRoute } from 'next'

import { publicRoutes } from '@/collections/SeoPages/routes'
import { getPosts, getSeoPages } from '@/data/collections'
import { defaultLocale, locales } from '@/i18n/locales'
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls'

/**
 * Every indexable public page in both languages, each with its hreflang alternates, and the blog
 * posts. Pages marked no-index in the admin (sign-in, registration) stay out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [seoPages, posts] = await Promise.all([getSeoPages(defaultLocale), getPosts(defaultLocale)])
  const hidden = new Set(seoPages.filter((page) => page.meta?.noIndex).map((page) => page.route))
  const paths = publicRoutes.filter((route) => !hidden.has(route)).map((route) => ({ path: route as string, lastModified: undefined as string | undefined }))
  for (const post of posts) paths.push({ path: `/blog/${post.articleNumber}`, lastModified: post.updatedAt })
  return paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      lastModified,
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
