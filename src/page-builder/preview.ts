import 'server-only'

import { getDraftForStaff } from '#src/data/preview.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { pathOf } from '#src/page-builder/address.ts'
import { type PlacedPage, getPages, trailOf } from '#src/page-builder/data.ts'

/**
 * The latest saved state of a page staff made (a draft or a scheduled version included), with the
 * address and breadcrumbs it has or will have, for the admin's live preview and Preview button.
 * Staff only, read past the site's cache; anyone else gets null (the 404 page). Its parents are
 * read as published: a parent's own draft is previewed on its own page.
 */
export async function getMadePagePreview(locale: Locale, id: string, headers: Headers): Promise<PlacedPage | null> {
  const page = await getDraftForStaff('pages', locale, id, headers)
  if (!page) return null
  const byId = new Map((await getPages(locale)).map((published) => [String(published.id), published]))
  byId.set(String(page.id), page)
  return { page, path: pathOf(page, byId) ?? '', trail: trailOf(page, byId) }
}
