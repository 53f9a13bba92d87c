import type { Field, FieldHook, PayloadRequest } from 'payload'

import { checkHref, checkReference, type LinkSite } from '#src/content-health/links.ts'
import { loadLinkSite } from '#src/content-health/site.ts'

/** Set on the reads loadLinkSite makes, so reading redirects to check one does not check them all again. */
export const WITHOUT_TARGET_CHECK = 'citayaWithoutTargetCheck'

/** One look at the site per request, however many redirects a list shows. */
function linkSite(req: PayloadRequest): Promise<LinkSite> {
  const context = req.context as { citayaLinkSite?: Promise<LinkSite> }
  context.citayaLinkSite ??= loadLinkSite(req.payload, { [WITHOUT_TARGET_CHECK]: true })
  return context.citayaLinkSite
}

type Target = { type?: string | null; url?: string | null; reference?: { relationTo?: string; value?: unknown } | null }

/**
 * The site address a redirect sends to that the site does not answer (yet): no page in the route
 * list, an article number no post has, a post not published. Saving it is allowed (the page may
 * be published later); the editor and the list say so. Null when the target works or is off-site.
 */
const missingTarget: FieldHook = async ({ siblingData, req, context }) => {
  if (context?.[WITHOUT_TARGET_CHECK]) return null
  const to = (siblingData as { to?: Target } | undefined)?.to
  if (!to) return null
  const site = await linkSite(req)
  if (to.type === 'reference') {
    if (!to.reference?.relationTo) return null
    const problem = checkReference(site, to.reference.relationTo, to.reference.value)
    return problem && 'path' in problem ? problem.path : problem ? '?' : null
  }
  const url = to.url?.trim()
  if (!url) return null
  const problem = checkHref(site, url)
  return problem && (problem.kind === 'not-found' || problem.kind === 'unpublished') ? problem.path : null
}

/** Read-only, computed on every read (no column): the target path the site does not answer, or empty. */
export const missingTargetField: Field = {
  name: 'missingTarget',
  type: 'text',
  virtual: true,
  label: { es: 'Destino sin página', en: 'Target without a page' },
  admin: {
    readOnly: true,
    components: {
      Field: '/redirects/components/MissingTarget#MissingTargetField',
      Cell: '/redirects/components/MissingTarget#MissingTargetCell',
    },
  },
  hooks: { afterRead: [missingTarget] },
}
