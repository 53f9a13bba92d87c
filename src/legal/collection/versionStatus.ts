import type { FieldHook, PayloadRequest } from 'payload'

import { adminText } from '#src/i18n/admin.ts'
import { currentVersion, isInEffect, LEGAL_TIME_ZONE } from '#src/legal/effective.ts'

/** The id of the current version of each kind (src/legal/effective.ts), looked up once per request. */
async function currentIds(req: PayloadRequest): Promise<Record<string, number | string>> {
  const cached = req.context.currentLegalVersions as Promise<Record<string, number | string>> | undefined
  if (cached) return cached
  const lookup = (async () => {
    const { docs } = await req.payload.find({
      collection: 'legal-documents',
      where: { _status: { equals: 'published' } },
      sort: '-lastUpdated',
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      select: { kind: true, lastUpdated: true, effectiveAt: true, withdrawnAt: true, _status: true },
      req,
    })
    const ids: Record<string, number | string> = {}
    for (const kind of new Set(docs.map((doc) => doc.kind))) {
      const current = currentVersion(docs.filter((doc) => doc.kind === kind))
      if (current) ids[kind] = current.id
    }
    return ids
  })()
  req.context.currentLegalVersions = lookup
  return lookup
}

/**
 * A virtual column for the list: which version the site shows now («Vigente»), which ones it
 * replaced, and which are drafts, so legal staff see at a glance what is live. Staff only.
 */
export const versionStatus: FieldHook = async ({ data, originalDoc, req }) => {
  const doc = (originalDoc ?? data) as
    | {
        id?: number | string
        kind?: string
        _status?: string
        effectiveAt?: string | null
        withdrawnAt?: string | null
      }
    | undefined
  // For staff in the admin; the public pages know the current version without it.
  if (!doc?.id || !req.user) return null
  if (doc._status !== 'published') return adminText(req, 'legalDraft')
  if (doc.withdrawnAt) return adminText(req, 'legalWithdrawnStatus')
  if (!isInEffect(doc)) return adminText(req, 'legalScheduled')
  const ids = await currentIds(req)
  return adminText(req, doc.kind && ids[doc.kind] === doc.id ? 'legalCurrent' : 'legalSuperseded')
}

/** Today's calendar day in Mexico City, stored like every version date (noon UTC). */
export function todayVersionDate(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: LEGAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
  return `${day}T12:00:00.000Z`
}
