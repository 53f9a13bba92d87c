import type {
  CollectionSlug,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { refreshContentHealth } from '#src/content-health/store.ts'

export const CONTENT_HEALTH_TASK = 'checkContentHealth'

/**
 * The content-health check as a job: queued after every publish, unpublish or deletion (below), and
 * every night at 03:00 Mexico City time (09:00 UTC; Mexico keeps no daylight saving time; the
 * schedule is in local time, which payload.config.ts sets to Mexico City's) for what
 * changes without anyone saving (a redirect's target, a version taking effect). Run by the jobs
 * worker or the server's own runner, never inside the save it follows.
 */
export const contentHealthTask: TaskConfig<{ input: object; output: { findings: number } }> = {
  slug: CONTENT_HEALTH_TASK,
  label: 'Content health check',
  retries: 2,
  schedule: [{ cron: '0 0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { findings: await refreshContentHealth(req.payload) } }),
}

/**
 * Seconds between a publish and the check it queues. The check reads every document in every
 * language (about 0.9 s of the process's time with the seed's content), and it runs in the same
 * process as the pages when there is no separate worker: started at once, it competed with the
 * first visitors' renders of the page just published, which staff watch come live within 2 s
 * (seen: the landing missed its 2 s while the check ran). A burst of publishes in those seconds
 * also shares one check.
 */
export const CHECK_DELAY_MS = 10_000

/**
 * Queues a check, due CHECK_DELAY_MS from now, unless one is already waiting to start by then: ten
 * publishes in a minute need one check after them, not ten. The nightly job, queued ahead for
 * 03:00, does not count. A check already running may have read the site before this change, so it
 * does not count. Queued inside the save's transaction: the job exists only if the save commits.
 */
export async function queueContentHealthCheck(req: PayloadRequest): Promise<void> {
  if (req.context?.skipContentHealth) return
  const due = new Date(Date.now() + CHECK_DELAY_MS)
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: CONTENT_HEALTH_TASK } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        // Not the nightly one, waiting for 03:00: it would not run after this change.
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: due.toISOString() } }] },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) await req.payload.jobs.queue({ task: CONTENT_HEALTH_TASK, input: {}, waitUntil: due, req })
}

type Status = { _status?: string | null } | null | undefined

const wasPublishedKey = (slug: string, id: unknown) => `contentHealth:wasPublished:${slug}:${String(id)}`

/** The published state as the site reads it: the document's own row (a draft save writes only a version). */
async function publishedNow(req: PayloadRequest, collection: CollectionSlug, id: unknown): Promise<boolean> {
  const row = await req.payload.db.findOne<{ id: number | string; _status?: string }>({
    collection,
    where: { id: { equals: id } },
    select: { _status: true },
    req,
  })
  return row?._status === 'published'
}

/**
 * beforeChange: before a save that does not publish, whether the document is public now. The
 * hooks' `previousDoc` is the latest version, which after a draft is a draft even while the
 * published version is on the site; only this tells an unpublish from a draft save.
 */
export const rememberPublished: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update' && data._status !== 'published' && originalDoc?.id != null && collection.versions?.drafts)
    req.context[wasPublishedKey(collection.slug, originalDoc.id)] = await publishedNow(
      req,
      collection.slug,
      originalDoc.id,
    )
  return data
}

/**
 * afterChange: the public site may have changed on a publish, an unpublish (public before, not
 * after), or any save of a collection without drafts. A draft saved beside the published version
 * changes nothing public and queues nothing.
 */
export const queueAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const status = (doc as Status)?._status
  const unpublished =
    status === 'draft' &&
    req.context[wasPublishedKey(collection.slug, doc.id)] === true &&
    !(await publishedNow(req, collection.slug, doc.id))
  if (status === undefined || status === 'published' || unpublished) await queueContentHealthCheck(req)
  return doc
}

/** Globals are saved published (or as drafts beside the published version): a publish queues a check. */
export const queueAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  const status = (doc as Status)?._status
  if (status === undefined || status === 'published') await queueContentHealthCheck(req)
  return doc
}

export const queueAfterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await queueContentHealthCheck(req)
}
