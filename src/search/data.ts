import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '#src/i18n/locales.ts'
import { cacheTag } from '#src/data/cache-tags.ts'
import { type SearchResults, searchContent } from '#src/search/query.ts'
import { payloadClient } from '#src/data/payload.ts'

/** Result pages kept in memory, over both languages; the least recently used go first. */
export const MAX_CACHED_SEARCHES = 500

/**
 * A stamp per language that changes whenever the search index of that language changes: Next's
 * data cache keeps it under the search collection's tag, which the revalidation helper expires on
 * every change to the index (a publish, an unpublish, a scheduled one; src/search/plugin.ts). Reading
 * it costs no database query.
 */
const indexVersion = (locale: Locale): Promise<string> =>
  unstable_cache(async () => `${Date.now()}:${Math.random()}`, ['search-index-version', locale], {
    tags: [cacheTag({ collection: 'search' }, locale)],
  })()

const kept = new Map<string, { version: string; results: Promise<SearchResults> }>()

/**
 * The help centre's results for a query in one language (src/search/query.ts), kept per
 * (language, query, page) while the index is unchanged: a repeated search costs no database query.
 * Not in Next's data cache itself, which would keep one entry per query anyone ever typed (on disk,
 * without bound): a few hundred recent ones in this process's memory, each tied to the index
 * version it was read from, so a publish makes the next search read the index again.
 */
export async function searchResults(locale: Locale, query: string, page: number): Promise<SearchResults> {
  const version = await indexVersion(locale)
  const key = `${locale}:${page}:${query}`
  const hit = kept.get(key)
  kept.delete(key)
  if (hit?.version === version) {
    kept.set(key, hit)
    return hit.results
  }
  const entry = { version, results: payloadClient().then((payload) => searchContent(payload, locale, query, page)) }
  kept.set(key, entry)
  // A failed read is not kept: the next visitor tries again.
  entry.results.catch(() => kept.get(key) === entry && kept.delete(key))
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_CACHED_SEARCHES) break
    kept.delete(oldest)
  }
  return entry.results
}
