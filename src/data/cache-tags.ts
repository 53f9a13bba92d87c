import type { Locale } from '#src/i18n/locales.ts'

/**
 * Cache tags shared by the data layer (src/data) and the revalidation helper (src/data/revalidate):
 * one tag per collection or global and locale, so an edit refreshes exactly the pages that read it.
 */
export type ContentSource = { collection: string } | { global: string }

export function cacheTag(source: ContentSource, locale: Locale): string {
  return 'collection' in source ? `collection:${source.collection}:${locale}` : `global:${source.global}:${locale}`
}

/** Every collection's and global's tag in every locale: what a seed or a restore expires. */
export function allContentTags(
  config: { collections: Array<{ slug: string }>; globals: Array<{ slug: string }> },
  locales: readonly Locale[],
): string[] {
  const sources: ContentSource[] = [
    ...config.collections.map((collection) => ({ collection: collection.slug })),
    ...config.globals.map((global) => ({ global: global.slug })),
  ]
  return sources.flatMap((source) => locales.map((locale) => cacheTag(source, locale)))
}
