import type { Payload } from 'payload'

import { locales } from '#src/i18n/locales.ts'
import { cacheTag } from '#src/data/cache-tags.ts'
import { revalidateTags } from '#src/data/revalidate.ts'

/** After a seed, expires every collection's and global's cache tags on a running server (if any). */
export async function expireAllContent(payload: Payload): Promise<void> {
  const sources = [
    ...payload.config.collections.map((collection) => ({ collection: collection.slug })),
    ...payload.config.globals.map((global) => ({ global: global.slug })),
  ]
  await revalidateTags(sources.flatMap((source) => locales.map((locale) => cacheTag(source, locale))))
}
