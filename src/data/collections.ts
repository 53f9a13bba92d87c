import 'server-only'

import type { Locale } from '#src/i18n/locales.ts'
import type { SeoRoute } from '#src/collections/SeoPages/routes.ts'
import { type LegalKind, versionId } from '#src/legal/versions.ts'

import { cachedRead } from '#src/data/cached.ts'
import { payloadClient } from '#src/data/payload.ts'

const common = { fallbackLocale: 'es', overrideAccess: false, pagination: false } as const

export const getPlans = cachedRead({ collection: 'plans' }, 'plans', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'plans', locale, sort: 'order', depth: 0 })).docs
})

export const getFeatures = cachedRead({ collection: 'features' }, 'features', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'features', locale, sort: 'order', depth: 0 })).docs
})

export const getIntegrations = cachedRead({ collection: 'integrations' }, 'integrations', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'integrations', locale, sort: 'order', depth: 0 })).docs
})

export const getFaqSections = cachedRead({ collection: 'faq-sections' }, 'faq-sections', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'faq-sections', locale, sort: 'order', depth: 0 })).docs
})

/** Published posts, newest first (anonymous access: drafts and scheduled posts stay out). */
export const getPosts = cachedRead({ collection: 'posts' }, 'posts', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'posts', locale, sort: '-publishedAt', depth: 1 })).docs
})

export async function getPost(locale: Locale, articleNumber: number) {
  const posts = await getPosts(locale)
  return posts.find((post) => post.articleNumber === articleNumber) ?? null
}

/** Published versions of the legal documents, newest first. */
export const getLegalDocuments = cachedRead({ collection: 'legal-documents' }, 'legal-documents', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'legal-documents', locale, sort: '-lastUpdated', depth: 0 })).docs
})

export const getSeoPages = cachedRead({ collection: 'seo-pages' }, 'seo-pages', async (locale) => {
  const payload = await payloadClient()
  return (await payload.find({ ...common, collection: 'seo-pages', locale, depth: 1 })).docs
})

export async function getSeoPage(locale: Locale, route: SeoRoute) {
  return (await getSeoPages(locale)).find((page) => page.route === route) ?? null
}

/** The published versions of one legal document, newest (the current one) first. */
export async function getLegalVersions(locale: Locale, kind: LegalKind) {
  return (await getLegalDocuments(locale)).filter((document) => document.kind === kind)
}

/** The newest published version of a legal document. */
export async function getCurrentLegalDocument(locale: Locale, kind: LegalKind) {
  return (await getLegalVersions(locale, kind))[0] ?? null
}

/**
 * One published version by its date (see src/legal/versions.ts), with the version that replaced
 * it (null for the current one) and the current one.
 */
export async function getLegalVersion(locale: Locale, kind: LegalKind, id: string) {
  const versions = await getLegalVersions(locale, kind)
  const index = versions.findIndex((document) => versionId(document.lastUpdated) === id)
  if (index < 0) return null
  return { document: versions[index], supersededBy: index > 0 ? versions[index - 1] : null, current: versions[0] }
}
