import type { Payload } from 'payload'

import { type HealthIssue, checkContentHealth } from '#src/content-health/check.ts'
import { loadLinkSite } from '#src/content-health/site.ts'
import type { Label } from '#src/fields/walk.ts'
import { defaultLocale, locales } from '#src/i18n/locales.ts'
import { splitLocale } from '#src/i18n/paths.ts'
import { type AddressNode, isUnder, placedPaths } from '#src/page-builder/address.ts'
import { normalizePath } from '#src/redirects/rules.ts'
import type { LinkSite } from '#src/content-health/links.ts'

/**
 * The documents that can be linked to (rich text's «Enlace interno», or their public address): a
 * page's links also break for the pages under it, whose addresses go with its own.
 */
export const linkableCollections = ['posts', 'legal-documents', 'pages'] as const
export type Linkable = (typeof linkableCollections)[number]

export type LinkingDocument = {
  kind: HealthIssue['kind']
  entity: string
  docId: string
  title: string
  fields: Label[]
}

/** A post's or legal version's address is the same path in every language. */
const everyLanguage = (path: string) => new Set(locales.map((locale) => `${locale}:${path}`))

/**
 * The site without page `id` and the pages under it (whose addresses go with it): their addresses
 * in each language, which links then no longer reach, or null when the page is not published.
 */
async function withoutPage(
  payload: Payload,
  site: LinkSite,
  id: string,
): Promise<{ gone: Set<string>; leaving: Set<string> } | null> {
  const page = site.pages?.get(id)
  if (!page || page.status !== 'published') return null
  const gone = new Set<string>()
  const leaving = new Set<string>()
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: defaultLocale,
      where: { _status: { equals: 'published' } },
      select: { slug: true, parent: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const pages = docs as AddressNode[]
    const byId = new Map(pages.map((doc) => [String(doc.id), doc]))
    const placed = placedPaths(pages)
    for (const doc of pages) {
      const path = placed.get(String(doc.id))
      if (!path || (String(doc.id) !== id && !isUnder(doc, id, byId))) continue
      gone.add(`${locale}:${path}`)
      site.pagePaths?.delete(`${locale}:${path}`)
      const known = site.pages?.get(String(doc.id))
      // Kept with its Spanish address, which a reference to it is then reported at.
      if (known) site.pages?.set(String(doc.id), { ...known, status: 'draft' })
      leaving.add(String(doc.id))
    }
  }
  return { gone, leaving }
}

/**
 * The published documents whose links would break if `id` were unpublished or deleted: the
 * whole-site check (src/content-health/check.ts) run against the site as it would be without the
 * target, keeping the links that then lead to it. Written addresses (/blog/12, /en/blog/12,
 * /privacy/2026-01-15/pdf, a page's address in either language, or a page under it) and «Enlace
 * interno» references count alike; links already broken
 * the same way (to a target that is a draft already) count too: they point at it.
 */
export async function linkingDocuments(payload: Payload, collection: Linkable, id: string): Promise<LinkingDocument[]> {
  const site = await loadLinkSite(payload)
  // The addresses the change takes off the site, as `{locale}:{path}` (a page's differ per language).
  let targets: Set<string>
  // The documents leaving with it (the pages under a page): their own links are no warning.
  let leaving = new Set([id])
  if (collection === 'pages') {
    const without = await withoutPage(payload, site, id)
    if (!without) return []
    targets = without.gone
    leaving = without.leaving
  } else if (collection === 'posts') {
    const post = site.posts.get(id)
    if (!post) return []
    targets = everyLanguage(`/blog/${post.number ?? id}`)
    site.posts.set(id, { ...post, status: 'draft' })
    if (post.number != null) site.postNumbers.set(post.number, 'draft')
  } else {
    const version = site.legal.get(id)
    if (!version) return []
    targets = everyLanguage(version.path ?? `/legal-preview/${id}`)
    site.legal.set(id, { ...version, status: 'draft' })
    if (version.path) site.legalPaths.delete(version.path)
  }
  const leadsToTarget = (issue: HealthIssue) => {
    const { problem } = issue
    if (problem.kind !== 'unpublished' && problem.kind !== 'not-found') return false
    const written = normalizePath(problem.path.split(/[?#]/)[0])
    if (!written) return false
    const { locale, path } = splitLocale(written)
    return targets.has(`${locale}:${collection === 'pages' ? path : path.replace(/\/pdf$/, '')}`)
  }
  const byDocument = new Map<string, LinkingDocument>()
  for (const issue of await checkContentHealth(payload, { site })) {
    if (!leadsToTarget(issue) || (issue.entity === collection && leaving.has(issue.docId))) continue
    const key = `${issue.entity}:${issue.docId}`
    const entry = byDocument.get(key) ?? {
      kind: issue.kind,
      entity: issue.entity,
      docId: issue.docId,
      title: issue.title,
      fields: [],
    }
    if (!entry.fields.some((label) => label.es === issue.label.es)) entry.fields.push(issue.label)
    byDocument.set(key, entry)
  }
  return [...byDocument.values()]
}
