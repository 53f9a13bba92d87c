import { type Locale, isLocale, locales } from '#src/i18n/locales.ts'
import { type LegalKind, legalPaths } from '#src/legal/versions.ts'

/**
 * What the site's dynamic routes can answer, per language: the published articles' numbers, the
 * number of blog pages and the published legal versions' dates. The proxy checks each request for
 * /blog/<n>, /blog/page/<n>, /privacy/<date> and /terms-of-service/<date> against it before Next
 * renders anything, so a made-up id is answered by the 404 page and never becomes a cache entry
 * on disk (each would cost about 95 kB under .next/). No imports beyond plain modules: the proxy
 * bundles it.
 */
export type KnownPaths = Record<
  Locale,
  {
    articles: number[]
    blogPages: number
    legal: Record<LegalKind, string[]>
    /** The published pages staff made (src/page-builder), by their address in this language: their ids. */
    pages: Record<string, number>
  }
>

/** How the proxy answers a made-up address: the site's 404 page, the article 404, or the PDF's 404 text. */
export type Missing = 'page' | 'article' | 'pdf'

const legalKinds = Object.keys(legalPaths) as LegalKind[]

/**
 * Whether `path` (without the /en or /es prefix) names a dynamic page that does not exist in
 * `locale`. Only the canonical spelling of a number counts (/blog/01 is not /blog/1), so no
 * address has endless twins. Anything else (static pages, unknown static paths) is left to Next.
 */
export function missingPage(known: KnownPaths, locale: Locale, path: string): Missing | null {
  const site = known[locale]
  const segments = path.split('/').slice(1)
  if (segments[0] === 'blog' && segments.length >= 2) {
    if (segments[1] === 'page' && segments.length === 3) {
      const page = Number(segments[2])
      return String(page) === segments[2] && page >= 1 && page <= site.blogPages ? null : 'page'
    }
    if (segments.length === 2) return site.articles.some((number) => String(number) === segments[1]) ? null : 'article'
    return null
  }
  for (const kind of legalKinds) {
    if (`/${segments[0]}` !== legalPaths[kind] || segments.length < 2 || segments[1] === 'history') continue
    const pdf = segments.length === 3 && segments[2] === 'pdf'
    if (segments.length > 2 && !pdf) return null
    if (site.legal[kind].includes(segments[1])) return null
    return pdf ? 'pdf' : 'page'
  }
  return null
}

/** The id of the page staff made at `path` (without the language prefix) in `locale`, or null. */
export function madePage(known: KnownPaths, locale: Locale, path: string): number | null {
  const pages = known[locale].pages
  return Object.hasOwn(pages, path) ? pages[path] : null
}

/**
 * Where a page staff made is in `locale` when `path` is its address in another language (the
 * language menu, or a link shared by both languages, adds /en to the Spanish address): its own
 * address in `locale`, or null.
 */
export function madePageTwin(known: KnownPaths, locale: Locale, path: string): string | null {
  for (const other of locales) {
    if (other === locale) continue
    const id = madePage(known, other, path)
    if (id === null) continue
    const twin = Object.entries(known[locale].pages).find(([, candidate]) => candidate === id)
    if (twin) return twin[0]
  }
  return null
}

/** Checks the shape of the JSON the known-paths endpoint answers (the proxy trusts nothing else). */
export function isKnownPaths(value: unknown): value is KnownPaths {
  if (!value || typeof value !== 'object') return false
  return locales.every((locale) => {
    const site = (value as Record<string, unknown>)[locale] as KnownPaths[Locale] | undefined
    return (
      isLocale(locale) &&
      !!site &&
      Array.isArray(site.articles) &&
      typeof site.blogPages === 'number' &&
      !!site.pages &&
      typeof site.pages === 'object' &&
      Object.values(site.pages).every((id) => typeof id === 'number') &&
      !!site.legal &&
      legalKinds.every((kind) => Array.isArray(site.legal[kind]))
    )
  })
}
