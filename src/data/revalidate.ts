import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Field,
  FlattenedField,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { internalServerUrl } from '#src/config/checks.ts'
import { contentChanged } from '#src/config/content-changes.ts'
import { revalidationTokenFor } from '#src/config/content-epoch.ts'
import { env, processEnv } from '#src/config/env.ts'
import { countRevalidation } from '#src/config/signals.ts'
import { type Locale, isLocale, locales } from '#src/i18n/locales.ts'
import { type ContentSource, cacheTag } from '#src/data/cache-tags.ts'
import { tellFrontsContentChanged } from '#src/data/front-notice.ts'

/**
 * The one revalidation helper. Expires the cache tags of `source` in the given locales at once
 * (not stale-while-revalidate), so the next visit renders the new content.
 *
 * Two ways, chosen by where the change comes from:
 * - A REST or GraphQL request (an edit in the admin): `revalidateTag` in this request. Next applies
 *   it when the response ends, after the transaction committed.
 * - Anything else (Payload's Local API: the jobs queue's scheduled publish and unpublish, the seed,
 *   scripts, the admin's server functions): the tags go to the web server's /api/revalidate
 *   (INTERNAL_SERVER_URL) once the change is committed. Calling `revalidateTag` here is not an
 *   option: the jobs queue's cron timer was started inside whichever request first loaded Payload
 *   and still carries that request's (long finished) Next context, so `revalidateTag` neither
 *   throws nor expires anything, and the scheduled post stayed hidden until the next edit. Waiting
 *   for the commit matters as much: a visitor arriving between the expiry and the commit would
 *   render, and cache again, the old content.
 */
export async function revalidateContent(
  source: ContentSource,
  affected: readonly Locale[],
  req?: PayloadRequest,
): Promise<void> {
  if (req?.context?.skipRevalidate) return
  const tags = affected.map((locale) => cacheTag(source, locale))
  if (req && req.payloadAPI !== 'local') return expireInRequest(tags)
  await expireAfterCommit(tags, req)
}

/** Expires the given tags from outside any request (the seed, scripts), through the server. */
export async function revalidateTags(tags: string[]): Promise<void> {
  await revalidateThroughServer(tags)
}

function expireInRequest(tags: string[]): Promise<void> | void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    contentChanged()
    tellFrontsContentChanged(EXPIRE_AGAIN_MS)
    countRevalidation('request', 'ok', tags.length)
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error
    return revalidateThroughServer(tags)
  }
}

/**
 * A change that visitors' traffic meets at its moment (a commit outside a request, a legal version
 * taking effect) expires its tags at once and again this much later: see revalidateAfterCommit.
 */
export const EXPIRE_AGAIN_MS = 500

/** Tags waiting for their transaction to commit, by transaction id. */
const pendingByTransaction = new Map<number | string, Set<string>>()
const hooked = new WeakSet<object>()

async function expireAfterCommit(tags: string[], req: PayloadRequest | undefined): Promise<void> {
  const transactionID = req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID
  if (transactionID && req && hooked.has(req.payload.db)) {
    const pending = pendingByTransaction.get(transactionID) ?? new Set<string>()
    for (const tag of tags) pending.add(tag)
    pendingByTransaction.set(transactionID, pending)
    return
  }
  await revalidateThroughServer(tags)
}

/**
 * Payload has no "after commit" hook: wraps the database adapter's commit and rollback so tags
 * collected during a transaction go to the server once it committed (and are dropped if it rolled
 * back). Called from the config's onInit, in every process that runs Payload.
 */
export function revalidateAfterCommit(payload: Payload): void {
  const db = payload.db
  if (hooked.has(db)) return
  hooked.add(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    const transactionID = id instanceof Promise ? await id : id
    const pending = pendingByTransaction.get(transactionID)
    pendingByTransaction.delete(transactionID)
    // Throws when the COMMIT failed (src/config/transactions.ts): nothing changed, nothing to expire.
    await commit(transactionID)
    if (!pending?.size) return
    const tags = [...pending]
    await revalidateThroughServer(tags)
    // And once more a moment later: a visitor's request that began rendering a page just before the
    // commit read the old content, and may store its page after this expiry; that page would then
    // stay old until the next change. The shared cache (cache-handler.mjs) refuses such a page by
    // its render's start, however late; a single process without Redis keeps Next's own cache,
    // where this second expiry replaces it (the worker's scheduled publishes and releases, which
    // visitors' traffic meets).
    setTimeout(() => void revalidateThroughServer(tags), EXPIRE_AGAIN_MS).unref()
  }
  db.rollbackTransaction = async (id) => {
    const transactionID = id instanceof Promise ? await id : id
    pendingByTransaction.delete(transactionID)
    await rollback(transactionID)
  }
}

/** Token for /api/revalidate, derived from PAYLOAD_SECRET so only this deployment can call it. */
export function revalidationToken(): string {
  return revalidationTokenFor(env.payloadSecret())
}

let reportedNoServer = false

async function revalidateThroughServer(tags: string[]): Promise<void> {
  const url = `${internalServerUrl(processEnv())}/api/revalidate`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidationToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    })
    countRevalidation('server', response.ok ? 'ok' : 'failed', tags.length)
    // A refusal means the pages stay stale: say so instead of failing silently.
    if (!response.ok)
      console.error(
        `Revalidation: ${url} answered ${response.status}; cached pages (${tags.join(', ')}) were not expired. Check INTERNAL_SERVER_URL and that both processes share PAYLOAD_SECRET.`,
      )
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code === 'ECONNREFUSED') {
      // No server running (the seed before the first build): no cache to expire. Said once.
      if (!reportedNoServer)
        console.info(
          `Revalidation: no server at ${url}, so no cached pages to expire (set INTERNAL_SERVER_URL if the site runs elsewhere).`,
        )
      reportedNoServer = true
      return
    }
    countRevalidation('server', 'failed', tags.length)
    console.error(
      `Revalidation: ${url} failed (${code ?? (error as Error).message}); cached pages (${tags.join(', ')}) were not expired. Check INTERNAL_SERVER_URL.`,
    )
  }
}

/** Expires tags named by a trusted caller (see revalidateThroughServer). */
export function expireTags(tags: unknown): number {
  const valid = Array.isArray(tags)
    ? tags.filter((tag): tag is string => typeof tag === 'string' && /^(collection|global):[a-z-]+:[a-z]{2}$/.test(tag))
    : []
  for (const tag of valid) revalidateTag(tag, { expire: 0 })
  if (valid.length) {
    contentChanged()
    tellFrontsContentChanged(EXPIRE_AGAIN_MS)
  }
  countRevalidation('endpoint', 'ok', valid.length)
  return valid.length
}

/**
 * The locales an edit affects: only the edited locale, unless a field shared by all locales
 * (not localized) changed, or the whole document was (un)published or deleted. Takes the
 * flattened fields, so fields inside tabs and rows count. Publishing a draft counts as a status
 * change (`previousDoc` is then the latest draft), so it expires every locale: the draft may hold
 * changes saved in the other language (tests/int/drafts.int.test.ts).
 */
export function affectedLocales(
  fields: ReadonlyArray<Field | FlattenedField>,
  doc: Record<string, unknown> | undefined,
  previousDoc: Record<string, unknown> | undefined,
  locale: string | undefined,
): Locale[] {
  if (!doc || !previousDoc || !isLocale(locale)) return [...locales]
  if (doc._status !== previousDoc._status) return [...locales]
  const shared = fields.filter((field) => 'name' in field && !('localized' in field && field.localized))
  const sharedChanged = shared.some((field) => {
    const name = (field as { name: string }).name
    if (name === 'updatedAt' || name === 'createdAt') return false
    return JSON.stringify(doc[name]) !== JSON.stringify(previousDoc[name])
  })
  return sharedChanged ? [...locales] : [locale]
}

/** afterChange/afterDelete hooks that expire a collection's tags in the affected locales. */
export function collectionRevalidation(): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ collection, doc, previousDoc, req }) => {
        await revalidateContent(
          { collection: collection.slug },
          affectedLocales(collection.flattenedFields, doc, previousDoc, req.locale ?? undefined),
          req,
        )
        return doc
      },
    ],
    afterDelete: [
      async ({ collection, doc, req }) => {
        await revalidateContent({ collection: collection.slug }, locales, req)
        return doc
      },
    ],
  }
}

/** The afterChange hook that expires a global's tags in the affected locales. */
export const globalRevalidation: GlobalAfterChangeHook = async ({ doc, previousDoc, req, global }) => {
  await revalidateContent(
    { global: global.slug },
    affectedLocales(global.flattenedFields, doc, previousDoc, req.locale ?? undefined),
    req,
  )
  return doc
}
