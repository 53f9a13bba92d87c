/** The site's languages: Spanish first (unprefixed URLs, CMS fallback), then English. */
export const locales = ['es', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'es'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** A language code from outside (a URL segment, the admin's interface language) as a site locale: Spanish unless it is one. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}
