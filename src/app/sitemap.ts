import type { MetadataRoute } from 'next'

import { type SeoRoute, publicRoutes } from '#src/routes.ts'
import { getFaqSections, getFeatures, getIntegrations, getPlans, getPosts, getSeoPages } from '#src/data/collections.ts'
import {
  getAccountPage,
  getBlogPage,
  getContactPage,
  getFeaturesPage,
  getGuidesPage,
  getHelpPage,
  getIntegrationsPage,
  getLanding,
  getSecurityPage,
  getSiteSettings,
} from '#src/data/globals.ts'
import { getLegalDocuments } from '#src/legal/data.ts'
import { getPlacedPages } from '#src/page-builder/data.ts'
import { currentVersion } from '#src/legal/effective.ts'
import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import { absoluteUrl, languageAlternates } from '#src/seo/urls.ts'
import { type LegalKind, versionId, versionPath } from '#src/legal/versions.ts'

type Dated = { updatedAt?: string | null }

/** The newest of the given documents' last changes (ISO), or undefined when none has one. */
function latest(...documents: Array<Dated | Dated[] | null | undefined>): string | undefined {
  const times = documents
    .flat()
    .map((document) => Date.parse(document?.updatedAt ?? ''))
    .filter((time) => !Number.isNaN(time))
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined
}

/**
 * Every indexable public page in both languages, each with its hreflang alternates, the blog
 * posts and the superseded versions of the legal documents (the current version's own address
 * points to /privacy or /terms-of-service as canonical, so it is not listed twice). Pages marked
 * no-index in the admin (sign-in, registration) stay out. Every entry's lastmod is the last change
 * of what the page shows: its SEO record and the content the page is made of (its page global,
 * the collections it lists, the legal version), each document's own updatedAt.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const locale = defaultLocale
  const [seoPages, posts, legal, plans, features, integrations, faq] = await Promise.all([
    getSeoPages(locale),
    getPosts(locale),
    getLegalDocuments(locale),
    getPlans(locale),
    getFeatures(locale),
    getIntegrations(locale),
    getFaqSections(locale),
  ])
  const [settings, landing, help, contact, featuresPage, integrationsPage, security, guides, blog, account] =
    await Promise.all([
      getSiteSettings(locale),
      getLanding(locale),
      getHelpPage(locale),
      getContactPage(locale),
      getFeaturesPage(locale),
      getIntegrationsPage(locale),
      getSecurityPage(locale),
      getGuidesPage(locale),
      getBlogPage(locale),
      getAccountPage(locale),
    ])
  const versions = (kind: LegalKind) => legal.filter((document) => document.kind === kind)
  // What each page is made of, besides its SEO record (the pages' own reads, src/app/(frontend)/[locale]/(site)).
  const content: Record<SeoRoute, Array<Dated | Dated[] | null | undefined>> = {
    '/': [landing, settings, plans, faq],
    '/plans': [landing, settings, plans],
    '/features': [featuresPage, features],
    '/integrations': [integrationsPage, integrations],
    '/security': [security],
    '/blog': [blog, posts],
    '/help': [help, settings],
    '/help/faq': [help, faq],
    '/help/guides': [guides],
    '/privacy': [currentVersion(versions('privacy'))],
    '/privacy/history': [versions('privacy')],
    '/terms-of-service': [currentVersion(versions('terms'))],
    '/terms-of-service/history': [versions('terms')],
    '/contact': [contact, settings],
    '/login': [account],
    '/register': [account],
    '/dashboard': [],
  }
  const hidden = new Set(seoPages.filter((page) => page.meta?.noIndex).map((page) => page.route))
  const paths = publicRoutes
    .filter((route) => !hidden.has(route))
    .map((route) => ({
      path: route as string,
      lastModified: latest(
        seoPages.find((page) => page.route === route),
        ...content[route],
      ),
    }))
  for (const post of posts) paths.push({ path: `/blog/${post.articleNumber}`, lastModified: latest(post) })
  // Every public version but the current one (listed as the document's own page); a version dated
  // ahead is not public yet (src/legal/effective.ts).
  const currents = new Set([currentVersion(versions('privacy')), currentVersion(versions('terms'))])
  for (const document of legal) {
    if (!currents.has(document))
      paths.push({
        path: versionPath(document.kind as LegalKind, versionId(document.lastUpdated)),
        lastModified: latest(document),
      })
  }
  const entries: MetadataRoute.Sitemap = paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      lastModified,
      alternates: { languages: languageAlternates(path) },
    })),
  )
  return [...entries, ...(await madePageEntries())]
}

/**
 * The pages staff made (src/page-builder): each language at its own address, with the others as
 * its alternates (the same set on every twin, so hreflang is reciprocal); no-index pages stay out.
 */
async function madePageEntries(): Promise<MetadataRoute.Sitemap> {
  const placed = await Promise.all(locales.map(async (locale) => [locale, await getPlacedPages(locale)] as const))
  const addresses = new Map<number, Partial<Record<Locale, string>>>()
  for (const [locale, pages] of placed)
    for (const { page, path } of pages) {
      if (page.meta?.noIndex) continue
      addresses.set(page.id, { ...addresses.get(page.id), [locale]: absoluteUrl(locale, path) })
    }
  return placed.flatMap(([locale, pages]) =>
    pages.flatMap(({ page }) => {
      const urls = addresses.get(page.id)
      const url = urls?.[locale]
      if (!urls || !url) return []
      const languages: Record<string, string> = { ...urls }
      if (urls[defaultLocale]) languages['x-default'] = urls[defaultLocale]
      return [{ url, lastModified: latest(page), alternates: { languages } }]
    }),
  )
}
