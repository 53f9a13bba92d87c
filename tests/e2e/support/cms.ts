import type { APIRequestContext } from '@playwright/test'

import type { Config } from '#src/payload-types.ts'

export type Locale = 'es' | 'en'

/** The path of a page in a locale, as the site builds it: Spanish unprefixed, English under /en. */
export function localized(locale: Locale, path: string): string {
  if (locale === 'es') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The absolute URL the site writes for a page (canonical, hreflang, sitemap): the Spanish home is the bare origin. */
export function absolute(locale: Locale, path: string): string {
  const origin = (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
  const localizedPath = localized(locale, path)
  return localizedPath === '/' ? origin : `${origin}${localizedPath}`
}

/** Reads published CMS content the way an anonymous visitor may (what the page should show). */
export function cms(request: APIRequestContext) {
  return {
    async global<S extends keyof Config['globals']>(slug: S, locale: Locale): Promise<Config['globals'][S]> {
      const response = await request.get(`/api/globals/${slug}?locale=${locale}&depth=1`)
      if (!response.ok()) throw new Error(`GET global ${slug}: ${response.status()}`)
      return (await response.json()) as Config['globals'][S]
    },
    async find<C extends keyof Config['collections']>(
      collection: C,
      locale: Locale,
      query = '',
    ): Promise<Config['collections'][C][]> {
      const response = await request.get(
        `/api/${collection}?locale=${locale}&depth=1&limit=100${query ? `&${query}` : ''}`,
      )
      if (!response.ok()) throw new Error(`GET ${collection}: ${response.status()}`)
      return ((await response.json()) as { docs: Config['collections'][C][] }).docs
    },
  }
}

export const locales: Locale[] = ['es', 'en']
