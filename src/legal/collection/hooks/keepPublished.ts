import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'

import { adminText } from '#src/i18n/admin.ts'

/** Set in `context` by a release's revert when it takes a version it published back to a draft. */
export const RELEASE_UNPUBLISH = 'citayaReleaseUnpublish'

/**
 * A published version stays in the public history: nobody signed in unpublishes it (the admin's
 * "Unpublish", or a PATCH with `_status: draft` that is not a draft save), whatever their role.
 * An admin withdraws it with a reason instead (hooks/withdrawal.ts); deletion is refused by the
 * collection's delete access. Runs before the operation, where Payload still tells a draft save
 * (which leaves the published version as it is) from an unpublish. Code without a user (seed,
 * scripts) may still unpublish. A release's revert (src/releases) may take back a version it
 * published that is not in effect yet: no visitor has seen it, so the history loses nothing.
 */
export const keepPublished: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user) return args
  const { data, draft, id, where } = args as {
    data?: { _status?: string }
    draft?: boolean
    id?: number | string
    where?: Where
  }
  if (draft || data?._status !== 'draft') return args
  const target: Where | undefined = id !== undefined ? { id: { equals: id } } : where
  const inEffectOnly: Where[] =
    req.context?.[RELEASE_UNPUBLISH] === true ? [{ effectiveAt: { less_than_equal: new Date().toISOString() } }] : []
  const published = await req.payload.find({
    collection: 'legal-documents',
    where: { and: [...(target ? [target] : []), { _status: { equals: 'published' } }, ...inEffectOnly] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  if (published.docs.length) throw new APIError(adminText(req, 'legalNoUnpublish'), 403, null, true)
  return args
}
