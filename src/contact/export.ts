import type { Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { adminText } from '#src/i18n/admin.ts'
import type { ContactMessage } from '#src/payload-types.ts'
import { collectionCsv, csvTime, listWhere } from '#src/server/csv.ts'

/** The columns of the file, in the inbox's order (headed by their labels, src/server/csv.ts). */
const columns = [
  'createdAt',
  'name',
  'email',
  'subject',
  'message',
  'status',
  'language',
  'page',
  'handledBy',
  'handledAt',
  'note',
  'replies',
] as const

/**
 * GET /api/contact-messages/export?where[…]&search=…: the inbox as the list shows it, filtered the
 * same way (the list's own `where` and search box, passed on from its address), as CSV, for admins
 * and marketing. Read with the staff member's own access; every cell is quoted and a cell a
 * spreadsheet would run as a formula is defused (src/server/csv.ts): senders write these texts.
 */
const handler: PayloadHandler = async (req) => {
  if (!hasRole(req.user as never, 'admin', 'marketing')) {
    return Response.json({ errors: [{ message: adminText(req, 'exportForbidden') }] }, { status: 403 })
  }
  // Newest first, as the inbox lists them.
  return collectionCsv<ContactMessage>({
    req,
    collection: 'contact-messages',
    where: listWhere(req, 'contact-messages'),
    order: 'newest',
    depth: 1,
    columns,
    row: (doc) => [
      doc.createdAt,
      doc.name,
      doc.email,
      doc.subject,
      doc.message,
      doc.status,
      doc.language,
      doc.page,
      typeof doc.handledBy === 'object' ? (doc.handledBy?.email ?? '') : (doc.handledBy ?? ''),
      doc.handledAt,
      doc.note,
      // Every reply sent, oldest first, each with its moment (Mexico City time).
      (doc.replies ?? []).map((reply) => `${csvTime(reply.sentAt)}\n${reply.body}`).join('\n\n'),
    ],
  })
}

export const exportEndpoint: Endpoint = { path: '/export', method: 'get', handler }
