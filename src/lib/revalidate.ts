import { revalidateTag } from 'next/cache'
import type { Field, PayloadRequest } from 'payload'

import { type Locale, isLocale, locales } from '../i18n/locales'
import { type ContentSource, cacheTag } from './cache-tags'

/**
 * The one revalidation helper. Expires the cache tags of `source` in the given locales at once
 * (not stale-while-revalidate), so the next visit renders the new content.
 * Outside a Next.js server (seed script, integration tests) there is no cache to expire: no-op.
 */
export function revalidateContent(source: ContentSource, affected: readonly Locale[], req?: PayloadRequest): void {
  if (req?.context?.skipRevalidate) return
  for (const locale of affected) {
    try {
      revalidateTag(cacheTag(source, locale), { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.includes('static generation store missing')) return
      throw error
    }
  }
}

/**
 * The locales an edit affects: only the edited locale, unless a field shared by all locales
 * (not localized) changed, or the whole document was (un)published or deleted.
 */
export function affectedLocales(
  fields: Field[],
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
