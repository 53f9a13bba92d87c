import 'server-only'

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
 * The latest saved state of a post (draft or scheduled included), by its id, for the admin's live
 * preview and preview button; staff only, never cached (like the legal preview above). The
 * public article keeps reading published posts only.
 */
export async function getPostPreview(locale: Locale, id: string, headers: Headers) {
  if (!/^\d+$/.test(id)) return null
  const staff = await staffUser(headers)
  if (!staff) return null
  try {
    return await staff.payload.findByID({
      collection: 'posts',
      id: Number(id),
      draft: true,
      locale,
      fallbackLocale: defaultLocale,
      depth: 1,
      user: staff.user,
      overrideAccess: false,
    })
  } catch {
    return null
  }
}

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
