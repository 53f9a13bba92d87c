import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import { locales } from '#src/i18n/locales.ts'
import { waitUntil } from '#src/config/clock.ts'
import { EXPIRE_AGAIN_MS, revalidateContent } from '#src/data/revalidate.ts'

export const TAKES_EFFECT_TASK = 'legalVersionTakesEffect'

/** The pages, PDFs and sitemap (legal documents' tags) and the help centre's search results (which pick the current version at query time). */
const expire = () =>
  Promise.all([
    revalidateContent({ collection: 'legal-documents' }, locales),
    revalidateContent({ collection: 'search' }, locales),
  ])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/**
 * The moment a published version dated ahead takes effect, nothing changes in the database: the
 * pages only have to be rendered again. A job waiting until that moment (run by the jobs worker,
 * or the server's own runner, every second) expires the legal documents' cache tags in both
 * languages through the one revalidation helper, so every instance and, a second later, the
 * caching front serve the new current version, with no one in the admin.
 */
export const legalTakesEffectTask: TaskConfig<{ input: { at: string }; output: object }> = {
  slug: TAKES_EFFECT_TASK,
  label: 'A legal version takes effect',
  inputSchema: [{ name: 'at', type: 'date', required: true }],
  retries: 3,
  handler: async ({ input }) => {
    const at = new Date(input.at).getTime()
    // A runner whose clock is a little ahead of the database's must not expire before the moment.
    if (at - Date.now() < 5000) await waitUntil(at)
    await expire()
    // A visit whose render read the documents just before the moment and stored its page just after
    // the expiry would keep the old version cached: a moment later the tags expire once more.
    await sleep(EXPIRE_AGAIN_MS)
    await expire()
    return { output: {} }
  },
}

/**
 * afterChange: a version published to take effect later gets its job. Publishing again with the
 * same moment (a translation, a withdrawal) queues nothing new; an extra job would only expire
 * the tags once more.
 */
export const scheduleTakesEffect: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status !== 'published' || !doc.effectiveAt || new Date(doc.effectiveAt).getTime() <= Date.now()) return doc
  if (previousDoc?._status === 'published' && previousDoc.effectiveAt === doc.effectiveAt) return doc
  await req.payload.jobs.queue({
    task: TAKES_EFFECT_TASK,
    input: { at: doc.effectiveAt },
    waitUntil: new Date(doc.effectiveAt),
    req,
  })
  return doc
}
