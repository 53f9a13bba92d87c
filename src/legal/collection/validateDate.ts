import type { DateFieldValidation } from 'payload'

import { adminText } from '#src/i18n/admin.ts'
import { versionId } from '#src/legal/versions.ts'

/**
 * The date must be a real date and no other published version of the same document
 * may have it, because the date is the version's URL (/privacy/2025-08-20) and its PDF's name.
 */
export const validateVersionDate: DateFieldValidation = async (value, { req, data, id }) => {
  if (!value) return adminText(req, 'legalDateRequired')
  const date = new Date(value as string | Date)
  if (Number.isNaN(date.getTime())) return adminText(req, 'legalDateInvalid')
  // Checked whatever this document's status: on publish the server refuses the clash, and while
  // the date is edited in the admin the same message stays next to the field until it is fixed
  // (drafts are saved without field validation, so a draft is never blocked by it).
  const doc = data as { kind?: string }
  if (!doc.kind) return true
  const day = versionId(date.toISOString())
  const others = await req.payload.find({
    collection: 'legal-documents',
    where: {
      and: [
        { kind: { equals: doc.kind } },
        { _status: { equals: 'published' } },
        { lastUpdated: { greater_than_equal: `${day}T00:00:00.000Z` } },
        { lastUpdated: { less_than_equal: `${day}T23:59:59.999Z` } },
        ...(id ? [{ id: { not_equals: id } }] : []),
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (!others.docs.length) return true
  return adminText(req, 'legalDateTaken', { date: day })
}
