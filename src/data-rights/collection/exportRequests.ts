import type { PayloadHandler } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { adminText } from '#src/i18n/admin.ts'
import type { DataRightsRequest } from '#src/payload-types.ts'
import { collectionCsv, listWhere } from '#src/server/csv.ts'

const columns = [
  'receivedOn',
  'summary',
  'right',
  'channel',
  'state',
  'requesterKind',
  'doctor',
  'requesterName',
  'requesterEmail',
  'requesterPhone',
  'request',
  'answerBy',
  'postalAddress',
  'identityProof',
  'answerDue',
  'answer',
  'answeredOn',
  'refusalReason',
  'executionDue',
  'carriedOutOn',
] as const

const id = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : value)

/**
 * GET /api/data-rights-requests/export?where[…]&search=…: the requests the list shows (its own
 * filters and search, passed on from its address) as CSV, oldest first, for legal staff and
 * admins only (403 for anyone else, marketing included). Headed and labelled in the staff
 * member's language, dates in Mexico City time, formulas defused (src/server/csv.ts).
 */
export const exportRequests: PayloadHandler = async (req) => {
  if (!hasRole(req.user as never, 'admin', 'legal')) {
    return Response.json({ errors: [{ message: adminText(req, 'rightsExportForbidden') }] }, { status: 403 })
  }
  return collectionCsv<DataRightsRequest>({
    req,
    collection: 'data-rights-requests',
    where: listWhere(req, 'data-rights-requests'),
    order: 'oldest',
    depth: 0,
    columns,
    row: (doc) => columns.map((name) => (name === 'doctor' ? id(doc.doctor) : doc[name])),
  })
}
