import type { Locale } from '#src/i18n/locales.ts'

/**
 * Cache tags shared by the data layer (src/data) and the revalidation helper (src/data/revalidate):
 * one tag per collection or global and locale, so an edit refreshes exactly the pages that read it.
 */
export type ContentSource = { collection: string } | { global: string }

export function cacheTag(source: ContentSource, locale: Locale): string {
  return 'collection' in source ? `collection:${source.collection}:${locale}` : `global:${source.global}:${locale}`
}
