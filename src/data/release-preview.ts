import 'server-only'

import { cookies, draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { type Locale, defaultLocale, isLocale } from '#src/i18n/locales.ts'
import type { Config, Release } from '#src/payload-types.ts'
import { payloadClient } from '#src/data/payload.ts'
import { RELEASE_PREVIEW_COOKIE } from '#src/data/release-preview-cookie.ts'
import { staffUser } from '#src/data/preview.ts'

/**
 * The whole-release preview's reading side (the entry, the banner and the admin's link are in
 * src/releases): while a staff member previews a release, every read of the data layer returns the
 * published content with the release's items laid over it: for each item, in each of its
 * languages, the version the release holds instead of the published document (or the document
 * left out, for an item that unpublishes). Everything else reads as the public site does.
 *
 * It lives here, not in src/releases, because every page reads through this layer and the layer
 * imports nothing above it; it knows the releases collection only through its stored fields.
 *
 * A preview needs three things on the request: Next's draft mode (its unforgeable
 * __prerender_bypass cookie, set only by the preview's entry (GET /api/releases/:id/preview) for a staff member, makes Next render
 * the page for this request and skip its data cache, so nothing of the preview is stored or served
 * to anyone else), RELEASE_PREVIEW_COOKIE naming the release, and a staff session that may read the release.
 */

export type ReleasePreviewItem = Pick<
  NonNullable<Release['items']>[number],
  'targetType' | 'target' | 'docId' | 'versionId' | 'action' | 'languages'
>

export type ReleasePreview = { id: number; name: string; items: ReleasePreviewItem[] }

/**
 * The release being previewed on this request, or null (a visitor, a static render, a staff member
 * not previewing, a release gone or not readable). Once per request (React's cache). Draft mode is
 * checked first: outside it nothing reads the request's cookies or headers, so pages stay static.
 */
export const getReleasePreview = cache(async (): Promise<ReleasePreview | null> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    // Outside a request (a build-time generator, a script): no preview.
    return null
  }
  if (!enabled) return null
  const id = (await cookies()).get(RELEASE_PREVIEW_COOKIE)?.value ?? ''
  if (!/^\d+$/.test(id)) return null
  const staff = await staffUser(await headers())
  if (!staff) return null
  try {
    const release = await staff.payload.findByID({
      collection: 'releases',
      id: Number(id),
      depth: 0,
      user: staff.user,
      overrideAccess: false,
    })
    return { id: release.id, name: release.name, items: release.items ?? [] }
  } catch {
    return null
  }
})

const inLocale = (item: ReleasePreviewItem, locale: Locale) => {
  const chosen = (item.languages ?? []).filter(isLocale)
  return chosen.length === 0 || chosen.includes(locale)
}

type Doc = { id: number | string }

/**
 * Sorts like Payload's `sort` of one field (`-` descending) on PostgreSQL, whose default puts
 * documents without the field last ascending and first descending: a held post not dated yet leads
 * the blog's newest-first list, where staff will look for it.
 */
function sortBy<T>(docs: T[], sort: string): T[] {
  const descending = sort.startsWith('-')
  const field = descending ? sort.slice(1) : sort
  const value = (doc: T) => (doc as Record<string, unknown>)[field] as string | number | null | undefined
  return [...docs].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const order = x == null || y == null ? (x == null ? (y == null ? 0 : 1) : -1) : x < y ? -1 : x > y ? 1 : 0
    return descending ? -order : order
  })
}

// The overlays below run only with a preview that getReleasePreview returned (staff checked),
// and read the held versions past access: a draft is what a release holds.

/**
 * A collection's published documents with the previewed release's items of that collection laid
 * over them, in the reader's order: a held version replaces its document (or joins the list, for a
 * document never published), an unpublishing item removes it.
 */
export async function overlayCollection<T extends Doc>(
  preview: ReleasePreview,
  collection: keyof Config['collections'],
  locale: Locale,
  docs: T[],
  options: { sort?: string; depth: number },
): Promise<T[]> {
  const items = preview.items.filter(
    (item) => item.targetType === 'collection' && item.target === collection && item.docId && inLocale(item, locale),
  )
  if (!items.length) return docs
  const payload = await payloadClient()
  const result = [...docs]
  for (const item of items) {
    const at = result.findIndex((doc) => String(doc.id) === String(item.docId))
    if (item.action === 'unpublish' || !item.versionId) {
      if (at >= 0) result.splice(at, 1)
      continue
    }
    try {
      const { version, parent } = await payload.findVersionByID({
        collection,
        id: item.versionId,
        locale,
        fallbackLocale: defaultLocale,
        depth: options.depth,
        overrideAccess: true,
      })
      const id = typeof parent === 'object' && parent ? (parent as Doc).id : (parent ?? item.docId)
      const held = { ...(version as object), id, _status: 'published' } as unknown as T
      if (at >= 0) result[at] = held
      else result.push(held)
    } catch {
      // The held version is gone: the release would not publish; the page keeps the published one.
    }
  }
  return options.sort ? sortBy(result, options.sort) : result
}

/** A global's published content, or the version the previewed release holds of it in this language. */
export async function overlayGlobal<T>(
  preview: ReleasePreview,
  slug: keyof Config['globals'],
  locale: Locale,
  doc: T,
  depth: number,
): Promise<T> {
  const item = preview.items.find(
    (entry) => entry.targetType === 'global' && entry.target === slug && entry.versionId && inLocale(entry, locale),
  )
  if (!item?.versionId || item.action === 'unpublish') return doc
  const payload = await payloadClient()
  try {
    const { version } = await payload.findGlobalVersionByID({
      slug,
      id: item.versionId,
      locale,
      fallbackLocale: defaultLocale,
      depth,
      overrideAccess: true,
    })
    return { ...(doc as object), ...(version as object), _status: 'published' } as T
  } catch {
    return doc
  }
}
