import type { FieldHook, PayloadRequest } from 'payload'

import { adminText } from '#src/i18n/admin.ts'

/** The id of the current (newest published) version of each kind, looked up once per request. */
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
      select: { kind: true, lastUpdated: true },
      req,
    })
    const ids: Record<string, number | string> = {}
    for (const doc of docs) if (doc.kind && !(doc.kind in ids)) ids[doc.kind] = doc.id
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
  const doc = (originalDoc ?? data) as { id?: number | string; kind?: string; _status?: string } | undefined
  // For staff in the admin; the public pages know the current version without it.
  if (!doc?.id || !req.user) return null
  if (doc._status !== 'published') return adminText(req, 'legalDraft')
  const ids = await currentIds(req)
  return adminText(req, doc.kind && ids[doc.kind] === doc.id ? 'legalCurrent' : 'legalSuperseded')
}

/** Today's calendar day in Mexico City, stored like every version date (noon UTC). */
export function todayVersionDate(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
  return `${day}T12:00:00.000Z`
}
