import 'server-only'

import type { DataFromCollectionSlug } from 'payload'

import { type Locale, defaultLocale } from '#src/i18n/locales.ts'
import type { Config } from '#src/payload-types.ts'
import { type PagePreviewName, pagePreviewGlobals } from '#src/routes.ts'
import { hasRole, staffRoles } from '#src/access/roles.ts'
import { payloadClient } from '#src/data/payload.ts'

/** The staff member signed in to the admin with this request's cookie, or null for anyone else. */
export async function staffUser(headers: Headers) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return hasRole(user as { roles?: string[] } | null, ...staffRoles) ? { payload, user } : null
}

/**
 * The latest saved state of a document (draft or scheduled included), by its id, for the admin's
 * live preview and preview button; staff only, never cached (like the legal preview above): null
 * for anyone else or an unknown id. The public pages keep reading published documents only.
 */
export async function getDraftForStaff<S extends 'posts' | 'pages'>(
  collection: S,
  locale: Locale,
  id: string,
  headers: Headers,
): Promise<DataFromCollectionSlug<S> | null> {
  if (!/^\d+$/.test(id)) return null
  const staff = await staffUser(headers)
  if (!staff) return null
  try {
    return (await staff.payload.findByID({
      collection,
      id: Number(id),
      draft: true,
      locale,
      fallbackLocale: defaultLocale,
      depth: 1,
      user: staff.user,
      overrideAccess: false,
    })) as DataFromCollectionSlug<S>
  } catch {
    return null
  }
}

/** A post's latest saved state for its preview (getDraftForStaff). */
export const getPostPreview = (locale: Locale, id: string, headers: Headers) =>
  getDraftForStaff('posts', locale, id, headers)

/** The landing page's latest saved content (its draft, if any) for the live preview, staff only, read past the site's cache. */
export async function getLandingPreview(locale: Locale, headers: Headers) {
  const staff = await staffUser(headers)
  if (!staff) return null
  return staff.payload.findGlobal({
    slug: 'landing',
    draft: true,
    locale,
    fallbackLocale: defaultLocale,
    depth: 1,
    user: staff.user,
    overrideAccess: false,
  })
}

/** A page global's latest saved content (its draft, if any) for its live preview, staff only, read past the site's cache. */
export async function getPageGlobalPreview<N extends PagePreviewName>(name: N, locale: Locale, headers: Headers) {
  const staff = await staffUser(headers)
  if (!staff) return null
  const slug = pagePreviewGlobals[name]
  return (await staff.payload.findGlobal({
    slug,
    draft: true,
    locale,
    fallbackLocale: defaultLocale,
    depth: 1,
    user: staff.user,
    overrideAccess: false,
  })) as Config['globals'][(typeof pagePreviewGlobals)[N]]
}
