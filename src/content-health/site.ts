import type { Payload } from 'payload'

import type { LinkSite } from '#src/content-health/links.ts'
import { legalPaths, versionId, type LegalKind } from '#src/legal/versions.ts'
import { type StoredRedirect, buildRules } from '#src/redirects/rules.ts'
import { siteHost } from '#src/redirects/site-host.ts'

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
