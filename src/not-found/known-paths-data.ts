import 'server-only'

import { pageCount } from '#src/components/blog/format.ts'
import { getPosts } from '#src/data/collections.ts'
import { getPlacedPages } from '#src/page-builder/data.ts'
import { getLegalVersions } from '#src/legal/data.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { type LegalKind, legalPaths, versionId } from '#src/legal/versions.ts'
import type { KnownPaths } from '#src/not-found/known-paths.ts'

/** The known dynamic paths, read through the cached data layer (tagged: a publish expires them). */
export async function readKnownPaths(): Promise<KnownPaths> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const [posts, pages] = await Promise.all([getPosts(locale), getPlacedPages(locale)])
      const legal = {} as Record<LegalKind, string[]>
      for (const kind of Object.keys(legalPaths) as LegalKind[]) {
        legal[kind] = (await getLegalVersions(locale, kind)).map((document) => versionId(document.lastUpdated))
      }
      return [
        locale,
        {
          articles: posts.map((post) => post.articleNumber).filter((n): n is number => typeof n === 'number'),
          blogPages: pageCount(posts.length),
          legal,
          pages: Object.fromEntries(pages.map(({ page, path }) => [path, page.id])),
        },
      ] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Locale, KnownPaths[Locale]>
}
