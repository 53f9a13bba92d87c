import type { Payload } from 'payload'

import type { LinkSite } from '#src/content-health/links.ts'
import { legalPaths, versionId, type LegalKind } from '#src/legal/versions.ts'
import { type StoredRedirect, buildRules } from '#src/redirects/rules.ts'
import { siteHost } from '#src/redirects/site-host.ts'
import { defaultLocale, locales } from '#src/i18n/locales.ts'
import { type AddressNode, pathOf, placedPaths } from '#src/page-builder/address.ts'

/**
 * Everything links are checked against, in three queries (redirects, posts, legal versions), so
 * a check of the whole site costs the same whatever the number of links.
 */
export async function loadLinkSite(payload: Payload, context?: Record<string, unknown>): Promise<LinkSite> {
  // `context`: for the hooks of the documents read (the redirects' own target check skips itself).
  const common = { pagination: false, depth: 0, overrideAccess: true, context } as const
  const [redirects, posts, legal] = await Promise.all([
    payload.find({ collection: 'redirects', ...common }),
    payload.find({ collection: 'posts', ...common, select: { articleNumber: true, _status: true } }),
    payload.find({
      collection: 'legal-documents',
      ...common,
      select: { kind: true, lastUpdated: true, _status: true },
    }),
  ])
  const site: LinkSite = {
    rules: {},
    siteHost: siteHost(),
    posts: new Map(),
    postNumbers: new Map(),
    legal: new Map(),
    legalPaths: new Set(),
  }
  for (const post of posts.docs) {
    const status = post._status === 'published' ? 'published' : 'draft'
    site.posts.set(String(post.id), { number: post.articleNumber ?? null, status })
    if (post.articleNumber != null) site.postNumbers.set(post.articleNumber, status)
  }
  for (const version of legal.docs) {
    const status = version._status === 'published' ? 'published' : 'draft'
    const id = versionId(version.lastUpdated)
    const path = id ? `${legalPaths[version.kind as LegalKind]}/${id}` : null
    site.legal.set(String(version.id), { path, status })
    if (path && status === 'published') site.legalPaths.add(path)
  }
  // The pages made from blocks, at their address in each language (as the site places them).
  site.pagePaths = new Set()
  site.pages = new Map()
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: 'pages',
      ...common,
      locale,
      fallbackLocale: defaultLocale,
      select: { slug: true, parent: true, _status: true },
    })
    const pages = docs as Array<AddressNode & { _status?: string | null }>
    const paths = placedPaths(pages.filter((page) => page._status === 'published'))
    for (const path of paths.values()) site.pagePaths.add(`${locale}:${path}`)
    if (locale === defaultLocale)
      for (const page of pages)
        site.pages.set(String(page.id), {
          path: paths.get(String(page.id)) ?? null,
          status: page._status === 'published' ? 'published' : 'draft',
        })
  }
  // What blocks and menus place by reference: whether each still exists and is published, and
  // each page's Spanish address (the one an unpublished page's links are named by).
  site.placed = new Map()
  site.pageAddresses = new Map()
  const [allPages, ...placedLists] = await Promise.all([
    payload.find({
      collection: 'pages',
      ...common,
      locale: defaultLocale,
      select: { slug: true, parent: true, _status: true },
    }),
    ...(['plans', 'faq-sections', 'sections'] as const).map(async (collection) => ({
      collection,
      docs: (await payload.find({ collection, ...common, select: { _status: true } as never })).docs,
    })),
  ])
  const pageNodes = allPages.docs as Array<AddressNode & { _status?: string | null }>
  const pagesById = new Map(pageNodes.map((page) => [String(page.id), page]))
  for (const page of pageNodes) {
    site.placed.set(`pages:${page.id}`, page._status === 'published' ? 'published' : 'draft')
    const path = pathOf(page, pagesById)
    if (path) site.pageAddresses.set(String(page.id), path)
  }
  for (const { collection, docs } of placedLists)
    for (const doc of docs as Array<{ id: number; _status?: string | null }>)
      site.placed.set(`${collection}:${doc.id}`, !doc._status || doc._status === 'published' ? 'published' : 'draft')
  site.rules = buildRules(
    (redirects.docs as unknown as StoredRedirect[]).map((redirect) => {
      const value = redirect.to?.reference?.value
      const post =
        value == null
          ? undefined
          : site.posts.get(String(typeof value === 'object' ? (value as { id: unknown }).id : value))
      return { ...redirect, postNumber: post?.status === 'published' ? post.number : null }
    }),
    site.siteHost,
  )
  return site
}
