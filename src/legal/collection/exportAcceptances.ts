import type { PayloadHandler, Where } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { adminText } from '#src/i18n/admin.ts'
import type { LegalAcceptance } from '#src/payload-types.ts'
import { collectionCsv } from '#src/server/csv.ts'

const columns = [
  'acceptedAt',
  'doctor',
  'doctorEmail',
  'firebaseUid',
  'kind',
  'version',
  'versionDate',
  'language',
  'method',
] as const

/**
 * GET /api/legal-acceptances/export[?version=ID][&doctor=ID]: the acceptance records as CSV, for
 * legal staff and admins only (403 for anyone else). Every cell is quoted and a cell a spreadsheet
 * would read as a formula is defused (src/server/csv.ts).
 */
export const exportAcceptances: PayloadHandler = async (req) => {
  if (!hasRole(req.user as never, 'admin', 'legal')) {
    return Response.json({ errors: [{ message: adminText(req, 'exportAcceptancesForbidden') }] }, { status: 403 })
  }
  const and: Where[] = []
  for (const name of ['version', 'doctor'] as const) {
    const value = req.searchParams.get(name)
    if (value === null || value === '') continue
    if (!/^\d{1,12}$/.test(value))
      return Response.json({ errors: [{ message: adminText(req, 'exportNotAnId', { name }) }] }, { status: 400 })
    and.push({ [name]: { equals: Number(value) } })
  }
  // Oldest first: the order they were given in (an acceptance is recorded when it is given).
  return collectionCsv<LegalAcceptance>({
    req,
    collection: 'legal-acceptances',
    where: and.length ? { and } : {},
    order: 'oldest',
    depth: 0,
    columns,
    row: (doc) => [
      doc.acceptedAt,
      typeof doc.doctor === 'object' ? doc.doctor?.id : doc.doctor,
      doc.doctorEmail,
      doc.firebaseUid,
      doc.kind,
      typeof doc.version === 'object' ? doc.version?.id : doc.version,
      doc.versionDate,
      doc.language,
      doc.method,
    ],
  })
}
