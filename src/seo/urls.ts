import { defaultLocale, type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { env } from '#src/config/env.ts'

/**
 * The origin alone (scheme, host, port) of NEXT_PUBLIC_SERVER_URL, as a browser sends it in
 * `Origin`: Payload's serverURL and CSRF allow-list.
 */
export function publicOrigin(): string {
  try {
    return new URL(siteOrigin()).origin
  } catch {
    return 'http://localhost:3000'
  }
}

/** The site's public origin (NEXT_PUBLIC_SERVER_URL), without a trailing slash. */
export function siteOrigin(): string {
  return env.publicServerUrl()
}

/** Absolute URL of a page; the Spanish home is the bare origin, as Next writes canonical links. */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path)
  return localized === '/' ? siteOrigin() : `${siteOrigin()}${localized}`
}

/** Absolute URL of a file path served by this site (e.g. a Payload media URL). */
export function absoluteFileUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteOrigin()}${url.startsWith('/') ? '' : '/'}${url}`
}

/** hreflang alternates of one page: every locale plus x-default (Spanish). */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {}
  for (const locale of locales) alternates[locale] = absoluteUrl(locale, path)
  alternates['x-default'] = absoluteUrl(defaultLocale, path)
  return alternates
}
