import type { Payload } from 'payload'

import { type HealthIssue, checkContentHealth } from '#src/content-health/check.ts'
import { loadLinkSite } from '#src/content-health/site.ts'
import type { Label } from '#src/translations/fields.ts'
import { unprefixed } from '#src/i18n/paths.ts'

/** The documents that can be linked to (rich text's «Enlace interno», or their public address). */
export const linkableCollections = ['posts', 'legal-documents'] as const
export type Linkable = (typeof linkableCollections)[number]

export type LinkingDocument = {
  kind: HealthIssue['kind']
  entity: string
  docId: string
  title: string
  fields: Label[]
}

/**
 * The published documents whose links would break if `id` were unpublished or deleted: the
 * whole-site check (src/content-health/check.ts) run against the site as it would be without the
 * target, keeping the links that then lead to it. Written addresses (/blog/12, /en/blog/12,
 * /privacy/2026-01-15/pdf) and «Enlace interno» references count alike; links already broken
 * the same way (to a target that is a draft already) count too: they point at it.
 */
export async function linkingDocuments(payload: Payload, collection: Linkable, id: string): Promise<LinkingDocument[]> {
  const site = await loadLinkSite(payload)
  let target: string
  if (collection === 'posts') {
    const post = site.posts.get(id)
    if (!post) return []
    target = `/blog/${post.number ?? id}`
    site.posts.set(id, { ...post, status: 'draft' })
    if (post.number != null) site.postNumbers.set(post.number, 'draft')
  } else {
    const version = site.legal.get(id)
    if (!version) return []
    target = version.path ?? `/legal-preview/${id}`
    site.legal.set(id, { ...version, status: 'draft' })
    if (version.path) site.legalPaths.delete(version.path)
  }
  const leadsToTarget = (issue: HealthIssue) => {
    const { problem } = issue
    if (problem.kind !== 'unpublished' && problem.kind !== 'not-found') return false
    return unprefixed(problem.path).replace(/\/pdf$/, '') === target
  }
  const byDocument = new Map<string, LinkingDocument>()
  for (const issue of await checkContentHealth(payload, { site })) {
    if (!leadsToTarget(issue) || (issue.entity === collection && issue.docId === id)) continue
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
