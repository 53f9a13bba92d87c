import 'server-only'

import { type Locale, defaultLocale } from '#src/i18n/locales.ts'
import type { SeoRoute } from '#src/routes.ts'
import { cachedRead } from '#src/data/cached.ts'
import { payloadClient } from '#src/data/payload.ts'

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

export const getPlans = cachedRead({ collection: 'plans' }, 'plans', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'plans', locale, sort: 'order', depth: 0 })).docs
})

export const getFeatures = cachedRead({ collection: 'features' }, 'features', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'features', locale, sort: 'order', depth: 0 })).docs
})

export const getIntegrations = cachedRead({ collection: 'integrations' }, 'integrations', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'integrations', locale, sort: 'order', depth: 0 })).docs
})

export const getFaqSections = cachedRead({ collection: 'faq-sections' }, 'faq-sections', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'faq-sections', locale, sort: 'order', depth: 0 })).docs
})

/** Published posts, newest first (anonymous access: drafts and scheduled posts stay out). */
export const getPosts = cachedRead({ collection: 'posts' }, 'posts', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'posts', locale, sort: '-publishedAt', depth: 1 })).docs
})

export async function getPost(locale: Locale, articleNumber: number) {
  const posts = await getPosts(locale)
  return posts.find((post) => post.articleNumber === articleNumber) ?? null
}

export const getSeoPages = cachedRead({ collection: 'seo-pages' }, 'seo-pages', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'seo-pages', locale, depth: 1 })).docs
})

export async function getSeoPage(locale: Locale, route: SeoRoute) {
  return (await getSeoPages(locale)).find((page) => page.route === route) ?? null
}
