/**
 * Redirect rules as the proxy applies them: a plain table from "language:path" to target and
 * status, built from the redirects collection (src/redirects/data.ts) and read by the proxy without
 * touching the database (src/proxy.ts). Pure functions, shared with the save-time checks.
 */
import { type Locale, isLocale, locales } from '#src/i18n/locales.ts'
import { localizedPath, splitLocale } from '#src/i18n/paths.ts'

export type RedirectLanguage = 'all' | Locale
export type Rule = { to: string; status: number }
export type Rules = Record<string, Rule>

/** A redirect as stored, with the referenced post's current number when it points to one. */
export type StoredRedirect = {
  from: string
  language?: RedirectLanguage | null
  type?: string | null
  to?: { type?: string | null; url?: string | null; reference?: { relationTo: string; value: unknown } | null } | null
}

const statuses = new Set([301, 302, 307, 308])

/**
 * A site path as compared: leading slash, no query or fragment, no trailing slash, percent-decoding
 * of unreserved characters left to the URL parser. Returns null for what is not a site path.
 */
export function normalizePath(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(trimmed, 'http://site.invalid')
  } catch {
    return null
  }
  const path = url.pathname.replace(/\/+$/, '')
  return path || '/'
}

/** The languages a redirect applies to. */
export const languagesOf = (redirect: Pick<StoredRedirect, 'language'>): Array<Locale> =>
  isLocale(redirect.language) ? [redirect.language] : [...locales]

/** The target of a redirect in one language: a localized site path, or an absolute URL as written. */
export function targetOf(redirect: StoredRedirect, language: Locale, postNumber?: number | null): string | null {
  if (redirect.to?.type === 'reference') return postNumber ? localizedPath(language, `/blog/${postNumber}`) : null
  const url = redirect.to?.url?.trim()
  if (!url) return null
  if (url.startsWith('/')) {
    const [path, rest = ''] = url.split(/(?=[?#])/, 2)
    const normalized = normalizePath(path)
    return normalized ? `${localizedPath(language, normalized)}${rest}` : null
  }
  return url
}

/** The rule table: one entry per language a redirect applies to. */
export function buildRules(redirects: Array<StoredRedirect & { postNumber?: number | null }>): Rules {
  const rules: Rules = {}
  for (const redirect of redirects) {
    const from = normalizePath(redirect.from)
    const status = Number(redirect.type)
    if (!from) continue
    for (const language of languagesOf(redirect)) {
      const to = targetOf(redirect, language, redirect.postNumber)
      if (to) rules[`${language}:${from}`] = { to, status: statuses.has(status) ? status : 301 }
    }
  }
  return rules
}

/**
 * Where a request goes, if a rule matches its path: the target with the request's query string
 * kept (the target's own parameters win), or null.
 */
export function matchRedirect(
  rules: Rules,
  pathname: string,
  search: string,
  origin: string,
): { location: string; status: number } | null {
  const normalized = normalizePath(pathname)
  if (!normalized) return null
  const { locale: language, path } = splitLocale(normalized)
  const rule = rules[`${language}:${path}`]
  if (!rule) return null
  const target = new URL(rule.to, origin)
  for (const [key, value] of new URLSearchParams(search))
    if (!target.searchParams.has(key)) target.searchParams.append(key, value)
  return { location: target.toString(), status: rule.status }
}
