import { createHash } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Field,
  FlattenedField,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { type Locale, isLocale, locales } from '../i18n/locales'
import { type ContentSource, cacheTag } from './cache-tags'

/**
 * The one revalidation helper. Expires the cache tags of `source` in the given locales at once
 * (not stale-while-revalidate), so the next visit renders the new content. Outside a request
 * (a scheduled publish run by the jobs queue, a seed run beside a running server) Next has no
 * cache at hand, so the tags go to the server's own /api/revalidate endpoint; with no server
 * running there is nothing to expire.
 */
export async function revalidateContent(source: ContentSource, affected: readonly Locale[], req?: PayloadRequest): Promise<void> {
  if (req?.context?.skipRevalidate) return
  await revalidateTags(affected.map((locale) => cacheTag(source, locale)))
}

/** Expires the given tags now: in this request if there is one, otherwise through the server. */
export async function revalidateTags(tags: string[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error
    await revalidateThroughServer(tags)
  }
}

/** Token for /api/revalidate, derived from PAYLOAD_SECRET so only this deployment can call it. */
export function revalidationToken(): string {
  return createHash('sha256').update(`revalidate:${process.env.PAYLOAD_SECRET ?? ''}`).digest('hex')
}

async function revalidateThroughServer(tags: string[]): Promise<void> {
  const port = process.env.PORT || '3000'
  try {
    await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidationToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    })
  } catch {
    // No server running: no cache to expire.
  }
}

/** Expires tags named by a trusted caller (see revalidateThroughServer). */
export function expireTags(tags: unknown): number {
  const valid = Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string' && /^(collection|global):[a-z-]+:[a-z]{2}$/.test(tag)) : []
  for (const tag of valid) revalidateTag(tag, { expire: 0 })
  return valid.length
}

/**
 * The locales an edit affects: only the edited locale, unless a field shared by all locales
 * (not localized) changed, or the whole document was (un)published or deleted. Takes the
 * flattened fields, so fields inside tabs and rows count.
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
export function collectionRevalidation(): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  return {
    afterChange: [
      async ({ collection, doc, previousDoc, req }) => {
        await revalidateContent({ collection: collection.slug }, affectedLocales(collection.flattenedFields, doc, previousDoc, req.locale ?? undefined), req)
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
  await revalidateContent({ global: global.slug }, affectedLocales(global.flattenedFields, doc, previousDoc, req.locale ?? undefined), req)
  return doc
}
