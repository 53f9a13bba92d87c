import type { PayloadHandler, Where } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { csvCell } from '#src/legal/csv.ts'

const columns = [
  'acceptedAt',
  'doctorId',
  'doctorEmail',
  'firebaseUid',
  'kind',
  'versionId',
  'versionDate',
  'language',
  'method',
] as const

/**
 * GET /api/legal-acceptances/export[?version=ID][&doctor=ID]: the acceptance records as CSV, for
 * legal staff and admins only (403 for anyone else). Every cell is quoted and a cell a spreadsheet
 * would read as a formula is defused (src/legal/csv.ts).
 */
export const exportAcceptances: PayloadHandler = async (req) => {
  if (!hasRole(req.user as never, 'admin', 'legal')) {
    return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  }
  const and: Where[] = []
  for (const name of ['version', 'doctor'] as const) {
    const value = req.searchParams.get(name)
    if (value === null || value === '') continue
    if (!/^\d{1,12}$/.test(value))
      return Response.json({ errors: [{ message: `${name} must be an id` }] }, { status: 400 })
    and.push({ [name]: { equals: Number(value) } })
  }
  const { docs } = await req.payload.find({
    collection: 'legal-acceptances',
    where: and.length ? { and } : {},
    sort: 'acceptedAt',
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  })
  const rows = docs.map((doc) => [
    doc.acceptedAt,
    typeof doc.doctor === 'object' ? doc.doctor?.id : doc.doctor,
    doc.doctorEmail,
    doc.firebaseUid,
    doc.kind,
    typeof doc.version === 'object' ? doc.version?.id : doc.version,
    doc.versionDate,
    doc.language,
    doc.method,
  ])
  const body = [columns, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n') + '\r\n'
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="legal-acceptances-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
