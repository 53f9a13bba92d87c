import 'server-only'

import { defaultLocale } from '#src/i18n/locales.ts'
import type { Config } from '#src/payload-types.ts'
import { cachedRead } from '#src/data/cached.ts'
import { payloadClient } from '#src/data/payload.ts'
import { overlayGlobal } from '#src/data/release-preview.ts'

type GlobalSlug = keyof Config['globals']

/** How the public site reads a global: its published version, as an anonymous visitor, Spanish where a translation is missing. */
export const publicGlobalRead = { fallbackLocale: defaultLocale, draft: false, overrideAccess: false } as const

/**
 * Reads the published version of one global in a locale (Spanish fallback), cached and tagged for
 * revalidation. `draft: false` reads the global itself, which holds what was last published (drafts
 * live in its versions table), with the visitor's access (only a published global).
 */
function globalReader<S extends GlobalSlug>(slug: S) {
  return cachedRead({ global: slug }, slug, async (locale, preview) => {
    const payload = await payloadClient()
    const published = (await payload.findGlobal({
      ...publicGlobalRead,
      slug,
      locale,
      depth: 1,
    })) as Config['globals'][S]
    // While staff preview a release holding this global: its held version (src/data/release-preview.ts).
    return preview ? overlayGlobal(preview, slug, locale, published, 1) : published
  })
}

export const getSiteSettings = globalReader('site-settings')
export const getHeader = globalReader('header')
export const getFooter = globalReader('footer')
export const getLanding = globalReader('landing')
export const getHelpPage = globalReader('help-page')
export const getContactPage = globalReader('contact-page')
export const getFeaturesPage = globalReader('features-page')
export const getIntegrationsPage = globalReader('integrations-page')
export const getSecurityPage = globalReader('security-page')
export const getGuidesPage = globalReader('guides-page')
export const getBlogPage = globalReader('blog-page')
export const getDashboardPage = globalReader('dashboard-page')
export const getAccountPage = globalReader('account-page')
