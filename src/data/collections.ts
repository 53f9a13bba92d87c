import 'server-only'

import { type Locale, defaultLocale } from '#src/i18n/locales.ts'
import type { SeoRoute } from '#src/routes.ts'
import { cachedRead } from '#src/data/cached.ts'
import { payloadClient } from '#src/data/payload.ts'
import { type ReleasePreview, overlayCollection } from '#src/data/release-preview.ts'
import type { Config } from '#src/payload-types.ts'

/**
 * How the public site reads: published content only, as an anonymous visitor, Spanish where a
 * translation is missing. `draft: false` reads the documents themselves, which hold the published
 * version (a saved draft lives in the versions table only); the visitor's access adds
 * `_status = published`, so a document created as a draft and never published stays out.
 */
export const publicRead = {
  fallbackLocale: defaultLocale,
  overrideAccess: false,
  draft: false,
  pagination: false,
} as const

type CollectionSlug = keyof Config['collections']

/**
 * A collection's published documents in a locale, in the given order; while staff preview a
 * release, with its items of this collection laid over them (src/data/release-preview.ts).
 */
export async function findPublished<S extends CollectionSlug>(
  collection: S,
  locale: Locale,
  options: { sort?: string; depth: number },
  preview: ReleasePreview | null,
) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection, locale, ...options })
  return preview ? overlayCollection(preview, collection, locale, docs, options) : docs
}

export const getPlans = cachedRead({ collection: 'plans' }, 'plans', (locale, preview) =>
  findPublished('plans', locale, { sort: 'order', depth: 0 }, preview),
)

export const getFeatures = cachedRead({ collection: 'features' }, 'features', (locale, preview) =>
  findPublished('features', locale, { sort: 'order', depth: 0 }, preview),
)

export const getIntegrations = cachedRead({ collection: 'integrations' }, 'integrations', (locale, preview) =>
  findPublished('integrations', locale, { sort: 'order', depth: 0 }, preview),
)

export const getFaqSections = cachedRead({ collection: 'faq-sections' }, 'faq-sections', (locale, preview) =>
  findPublished('faq-sections', locale, { sort: 'order', depth: 0 }, preview),
)

/** Published posts, newest first (anonymous access: drafts and scheduled posts stay out). */
export const getPosts = cachedRead({ collection: 'posts' }, 'posts', (locale, preview) =>
  findPublished('posts', locale, { sort: '-publishedAt', depth: 1 }, preview),
)

export async function getPost(locale: Locale, articleNumber: number) {
  const posts = await getPosts(locale)
  return posts.find((post) => post.articleNumber === articleNumber) ?? null
}

export const getSeoPages = cachedRead({ collection: 'seo-pages' }, 'seo-pages', (locale, preview) =>
  findPublished('seo-pages', locale, { depth: 1 }, preview),
)

export async function getSeoPage(locale: Locale, route: SeoRoute) {
  return (await getSeoPages(locale)).find((page) => page.route === route) ?? null
}
