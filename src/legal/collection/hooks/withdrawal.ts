import { APIError, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { adminText } from '#src/i18n/admin.ts'

/**
 * Set in `context` by a release's revert when it takes back a version it published that is in
 * effect already: visitors saw it, so it is withdrawn (src/releases/publish.ts), not unpublished.
 */
export const RELEASE_WITHDRAW = 'citayaReleaseWithdraw'

const reasonLabel = { es: 'Motivo de la retirada', en: 'Reason for withdrawal' }

/**
 * A published version leaves the site's "current" only by a withdrawal: an admin ticks
 * «Retirada» and gives the reason, which the public history shows with the date (set here, once).
 * Legal staff and marketing cannot withdraw; nobody takes a withdrawal back or erases its reason.
 * Code running without a user (seed, scripts) is trusted like an admin, and so is a release's
 * revert (RELEASE_WITHDRAW): whoever may revert the release may take back what it published.
 */
export const withdrawal: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, collection }) => {
  const was = operation === 'update' && Boolean(originalDoc?.withdrawnAt)
  const wants = data.withdrawn !== undefined ? Boolean(data.withdrawn) : was
  const admin = !req.user || hasRole(req.user as never, 'admin') || req.context?.[RELEASE_WITHDRAW] === true
  const refuse = (message: string): never => {
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: 'withdrawalReason', label: reasonLabel, message }], req },
      req.t,
    )
  }
  if (was) {
    if (!wants) refuse(adminText(req, 'legalWithdrawalStays'))
    const before = typeof originalDoc?.withdrawalReason === 'string' ? originalDoc.withdrawalReason.trim() : ''
    if (data.withdrawalReason !== undefined) {
      const after = typeof data.withdrawalReason === 'string' ? data.withdrawalReason.trim() : ''
      if (after !== before && !admin) throw new APIError(adminText(req, 'legalWithdrawAdminOnly'), 403, null, true)
      if (before && !after) refuse(adminText(req, 'legalWithdrawalStays'))
    }
    data.withdrawn = true
    data.withdrawnAt = originalDoc!.withdrawnAt
    return data
  }
  data.withdrawnAt = null
  if (!wants) {
    data.withdrawn = false
    return data
  }
  if (!admin) throw new APIError(adminText(req, 'legalWithdrawAdminOnly'), 403, null, true)
  // Only a version the public already saw is withdrawn; a draft is simply deleted.
  const published = operation === 'update' && originalDoc?._status === 'published' && data._status !== 'draft'
  if (!published) refuse(adminText(req, 'legalWithdrawPublishedOnly'))
  const reason = typeof data.withdrawalReason === 'string' ? data.withdrawalReason.trim() : ''
  if (!reason) refuse(adminText(req, 'legalWithdrawReason'))
  data.withdrawalReason = reason
  data.withdrawn = true
  data.withdrawnAt = new Date().toISOString()
  return data
}
