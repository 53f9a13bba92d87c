import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '#src/i18n/locales.ts'
import { type ContentSource, cacheTag } from '#src/data/cache-tags.ts'

/**
 * Wraps a read of one collection or global in Next's data cache, keyed and tagged per locale,
 * so pages render statically and the revalidation helper can expire exactly what changed.
 */
export function cachedRead<T>(source: ContentSource, key: string, read: (locale: Locale) => Promise<T>) {
  return (locale: Locale): Promise<T> =>
    unstable_cache(() => read(locale), [cacheTag(source, locale), key], { tags: [cacheTag(source, locale)] })()
}
