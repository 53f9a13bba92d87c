import type { FieldHook } from 'payload'

import { adminText } from '#src/i18n/admin.ts'
import { formatDateTime } from '#src/i18n/formats.ts'
import { asLocale } from '#src/i18n/locales.ts'

/**
 * A virtual column for the posts list: the next scheduled publish or unpublish of the post and
 * when (in the zone it was scheduled in, Mexico City by default), e.g. "Publicar: 24 nov 2026,
 * 09:00 (America/Mexico_City)". Only for staff: public reads never pay for the lookup.
 */
export const nextScheduled: FieldHook = async ({ originalDoc, data, req }) => {
  const id = (originalDoc ?? data)?.id
  if (!req.user || id === undefined) return null
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { 'input.doc.value': { equals: String(id) } },
        { 'input.doc.relationTo': { equals: 'posts' } },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const job = docs[0] as { waitUntil?: string; input?: { type?: string; timezone?: string } } | undefined
  if (!job?.waitUntil) return null
  const timeZone = job.input?.timezone || 'America/Mexico_City'
  const when = formatDateTime(job.waitUntil, asLocale(req.i18n?.language), timeZone)
  return `${adminText(req, job.input?.type === 'unpublish' ? 'scheduledUnpublish' : 'scheduledPublish')}: ${when} (${timeZone})`
}
