import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '#src/i18n/locales.ts'
import { type ContentSource, cacheTag } from '#src/data/cache-tags.ts'
import { type ReleasePreview, getReleasePreview } from '#src/data/release-preview.ts'

/**
 * Wraps a read of one collection or global in Next's data cache, keyed and tagged per locale,
 * so pages render statically and the revalidation helper can expire exactly what changed.
 * While staff preview a release (src/data/release-preview.ts), the read runs for that request with
 * the release to lay over what it reads, past the cache (draft mode: nothing is stored either).
 */
export function cachedRead<T>(
  source: ContentSource,
  key: string,
  read: (locale: Locale, preview: ReleasePreview | null) => Promise<T>,
) {
  return async (locale: Locale): Promise<T> => {
    const preview = await getReleasePreview()
    if (preview) return read(locale, preview)
    return unstable_cache(() => read(locale, null), [cacheTag(source, locale), key], {
      tags: [cacheTag(source, locale)],
    })()
  }
}
