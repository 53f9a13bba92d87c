import { type Locale, defaultLocale } from './locales'

/**
 * Address arithmetic without next-intl's client code (which the pages' first load does without;
 * docs/performance.md). Spanish is unprefixed, English under /en, and /es/… is Spanish stated
 * explicitly (src/proxy.ts).
 */

/** The path without its language prefix (/en/plans, /es/plans and /plans are all /plans). */
export function unprefixed(pathname: string): string {
  return pathname.replace(/^\/(en|es)(?=\/|$)/, '') || '/'
}

/** The same page in another language (the language menu's links). */
export function twinPath(pathname: string, locale: Locale): string {
  const path = unprefixed(pathname)
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * A site address in a language: the path localized, its query and #section kept; addresses that
 * are not site paths (https:, mailto:) as they are.
 */
export function localizedHref(href: string | { pathname: string; query?: Record<string, string> }, locale: Locale): string {
  if (typeof href === 'object') {
    const query = new URLSearchParams(href.query ?? {}).toString()
    return `${twinPath(href.pathname, locale)}${query ? `?${query}` : ''}`
  }
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const match = /^([^?#]*)(.*)$/.exec(href)!
  return `${twinPath(match[1] || '/', locale)}${match[2]}`
}
