import 'server-only'

import { cachedRead } from '#src/data/cached.ts'
import { findPublished } from '#src/data/collections.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { pathOf } from '#src/page-builder/address.ts'
import type { Page } from '#src/payload-types.ts'

/**
 * The pages' reads, through the data layer's cache (tagged per locale, expired by the revalidation
 * helper on publish and unpublish): the page route, the proxy's known addresses and the sitemap.
 * Depth 1 brings each block's image; plans, FAQ sections, integrations and reusable sections are
 * read live from their own collections when the page renders (never copied into the page's cache).
 */
export const getPages = cachedRead({ collection: 'pages' }, 'pages', (locale, preview) =>
  findPublished('pages', locale, { sort: 'id', depth: 1 }, preview),
)

export const getSections = cachedRead({ collection: 'sections' }, 'sections', (locale, preview) =>
  findPublished('sections', locale, { sort: 'id', depth: 1 }, preview),
)

/** A published page with its address and breadcrumbs (root first, itself last) in one language. */
export type PlacedPage = { page: Page; path: string; trail: Array<{ title: string; path: string }> }

/** Every published page that has an address in `locale` (a page under an unpublished parent has none). */
export async function getPlacedPages(locale: Locale): Promise<PlacedPage[]> {
  return placePages(await getPages(locale))
}

/** The published pages of one language (as the public read gives them) with their addresses and breadcrumbs. */
export function placePages(pages: Page[]): PlacedPage[] {
  const byId = new Map(pages.map((page) => [String(page.id), page]))
  const placed: PlacedPage[] = []
  for (const page of pages) {
    const path = pathOf(page, byId)
    // A parent that is not published leaves its children without an address.
    const parentId = page.parent && typeof page.parent === 'object' ? page.parent.id : page.parent
    if (!path || (parentId && !byId.has(String(parentId)))) continue
    placed.push({ page, path, trail: trailOf(page, byId) })
  }
  return placed
}

/** The breadcrumbs of `page` among `byId`: each ancestor that has an address, root first, itself last. */
export function trailOf(page: Page, byId: ReadonlyMap<string, Page>): PlacedPage['trail'] {
  const trail: PlacedPage['trail'] = []
  for (let node: Page | undefined = page; node;) {
    const nodePath = pathOf(node, byId)
    if (nodePath) trail.unshift({ title: node.title, path: nodePath })
    const up: Page['parent'] = node.parent
    node = up ? byId.get(String(typeof up === 'object' ? up.id : up)) : undefined
  }
  return trail
}

/** The page at `id` with its address in `locale`, or null when it is not published there. */
export async function getPlacedPage(locale: Locale, id: number): Promise<PlacedPage | null> {
  return (await getPlacedPages(locale)).find((placed) => placed.page.id === id) ?? null
}
