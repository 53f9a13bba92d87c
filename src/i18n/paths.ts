import { type Locale, defaultLocale, isLocale, locales } from '#src/i18n/locales.ts'

/**
 * Every localized address of the site is built here: Spanish unprefixed, English under /en, and
 * /es/… is Spanish stated explicitly (src/proxy.ts). Plain functions rather than next-intl's
 * `getPathname`: the same code runs in the proxy, in scripts run by Node, in the admin and in
 * the browser, where next-intl's navigation module would add to every page's first load
 * (docs/performance.md).
 */

const localePrefix = /^\/(en|es)(?=\/|$)/

/** The language of a requested path and the path without its prefix (/en/plans → en, /plans). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = localePrefix.exec(pathname)
  const locale = locales.find((candidate) => candidate === match?.[1]) ?? defaultLocale
  return { locale, path: pathname.slice(match?.[0].length ?? 0) || '/' }
}

/** The path without its language prefix (/en/plans, /es/plans and /plans are all /plans). */
export function unprefixed(pathname: string): string {
  return splitLocale(pathname).path
}

/** A site path in a locale: Spanish unprefixed, English under /en. `path` starts with '/'. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** A path in every language (robots.txt, the proxy's private paths). */
export function inEveryLocale(path: string): string[] {
  return locales.map((locale) => localizedPath(locale, path))
}

/** The same page in another language (the language menu's links). */
export function twinPath(pathname: string, locale: Locale): string {
  return localizedPath(locale, unprefixed(pathname))
}

/**
 * A site address in a language: the path localized, its query and #section kept; addresses that
 * are not site paths (https:, mailto:) as they are.
 */
export function localizedHref(
  href: string | { pathname: string; query?: Record<string, string> },
  locale: Locale,
): string {
  if (typeof href === 'object') {
    const query = new URLSearchParams(href.query ?? {}).toString()
    return `${twinPath(href.pathname, locale)}${query ? `?${query}` : ''}`
  }
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const match = /^([^?#]*)(.*)$/.exec(href)!
  return `${twinPath(match[1] || '/', locale)}${match[2]}`
}

/**
 * The language menu's links are `?language=es` / `?language=en`: the same on every page, so the
 * server renders them without knowing the page's path and the menu ships no JavaScript. The proxy
 * (src/proxy.ts) answers such an address in the other language with a redirect to the twin page,
 * keeping the parameter, and the page's inline script (./persistence.ts) stores the choice and
 * drops the parameter from the address bar.
 */
export const LANGUAGE_PARAM = 'language'

/**
 * Where a language-menu address goes: the twin page, still carrying the choice, when the chosen
 * language is not the page's; null when the page already is in that language (served as is) or
 * the parameter is not a language (ignored). Other query parameters are dropped, as the menu did.
 */
export function languageSwitchTarget(pathname: string, search: string): string | null {
  const chosen = new URLSearchParams(search).get(LANGUAGE_PARAM)
  if (!isLocale(chosen)) return null
  if (chosen === splitLocale(pathname).locale) return null
  return `${twinPath(pathname, chosen)}?${LANGUAGE_PARAM}=${chosen}`
}
