/**
 * Redirect rules as the proxy applies them: a plain table from "language:path" to target and
 * status, built from the redirects collection (src/redirects/data.ts) and read by the proxy without
 * touching the database (src/proxy.ts). Pure functions, shared with the save-time checks.
 */
import { type Locale, isLocale, locales } from '#src/i18n/locales.ts'
import { localizedPath, splitLocale } from '#src/i18n/paths.ts'
import { gatePath } from '#src/auth/gate-path.ts'
import { unredirectableRoutes } from '#src/routes.ts'

export type RedirectLanguage = 'all' | Locale
export type Rule = { to: string; status: number }
export type Rules = Record<string, Rule>

/** A redirect as stored, with the referenced post's current number when it points to one. */
export type StoredRedirect = {
  from: string
  language?: RedirectLanguage | null
  type?: string | null
  allowedHost?: string | null
  to?: { type?: string | null; url?: string | null; reference?: { relationTo: string; value: unknown } | null } | null
}

const statuses = new Set([301, 302, 307, 308])

/** The base site paths are resolved against: any other origin after parsing means the text named a host. */
const BASE = 'http://site.invalid'

/**
 * What a browser or the URL parser reads differently from the text of a plain path, so it is
 * never one: backslashes (read as slashes), control characters (tabs and line breaks are dropped,
 * so `/\t/evil.example` is `//evil.example`), and slashes or backslashes percent-encoded.
 */
const ambiguous = /[\\\u0000-\u001f\u007f]|%(?:2f|5c)/i

/**
 * A site path as the server reads it: the URL parser's own reading (dot segments resolved, `%2e`
 * included; percent-decoding of unreserved characters left to it), no query or fragment, no
 * trailing slash. Null for what is not a site path, and for a path whose reading keeps an empty
 * segment (`/.//evil.example`, `/a/..//evil.example`, `/%2e%2e//evil.example/x` all read as
 * `//evil.example…`, a protocol-relative address once used as a Location): a result is always
 * one leading slash and never names a host.
 */
export function normalizePath(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || ambiguous.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = url.pathname.replace(/\/+$/, '') || '/'
  return path.includes('//') ? null : path
}

/**
 * A site target (a path, with its own query and #section) as stored and as the server applies it:
 * the path normalized (normalizePath), the rest as written. Null when it is not a site path.
 */
export function normalizeSiteTarget(value: string): string | null {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(value.trim()) ?? []
  const normalized = normalizePath(path)
  if (!normalized || /[\u0000-\u001f\u007f]/.test(rest)) return null
  return `${normalized}${rest}`
}

/** An absolute http(s) URL, or null. */
export function absoluteUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim())
    return /^https?:$/.test(url.protocol) ? url : null
  } catch {
    return null
  }
}

/**
 * The protected route (src/routes.ts: the system, sign-in, registration, the dashboard, the legal
 * documents, the previews, and Next's own files) a redirect source falls in, or null. Read the way
 * the dashboard gate reads a request (gatePath: any case, encoding or dot segment), in any
 * language, /es/ forms included.
 */
export function unredirectableRoute(from: string): string | null {
  const { path } = splitLocale(gatePath(from))
  return [...unredirectableRoutes, '/_next'].find((route) => path === route || path.startsWith(`${route}/`)) ?? null
}

/** The languages a redirect applies to. */
export const languagesOf = (redirect: Pick<StoredRedirect, 'language'>): Array<Locale> =>
  isLocale(redirect.language) ? [redirect.language] : [...locales]

/**
 * The target of a redirect in one language: a site path (localized, unless written with its
 * language, /en/… or /es/…, which is that language's page whatever the redirect's), or an
 * absolute URL as written.
 */
export function targetOf(redirect: StoredRedirect, language: Locale, postNumber?: number | null): string | null {
  if (redirect.to?.type === 'reference') return postNumber ? localizedPath(language, `/blog/${postNumber}`) : null
  const url = redirect.to?.url?.trim()
  if (!url) return null
  if (url.startsWith('/')) {
    const target = normalizeSiteTarget(url)
    if (!target) return null
    return /^\/(en|es)(?=[/?#]|$)/.test(target) ? target : localizedTarget(language, target)
  }
  return absoluteUrl(url) ? url : null
}

/** A site target (path and rest) in a language. */
function localizedTarget(language: Locale, target: string): string {
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? []
  return `${localizedPath(language, path)}${rest}`
}

/**
 * The rule table: one entry per language a redirect applies to. Rows the save-time checks would
 * refuse today (saved before them, or written to the database directly) are left out: a source
 * that may not be redirected, a target that is not a site path, and an absolute URL to a host
 * other than the site's (`siteHost`) or the one an admin allowed on that row.
 */
export function buildRules(
  redirects: Array<StoredRedirect & { postNumber?: number | null }>,
  siteHost?: string,
): Rules {
  const rules: Rules = {}
  for (const redirect of redirects) {
    const from = normalizePath(redirect.from)
    const status = Number(redirect.type)
    if (!from || unredirectableRoute(from)) continue
    for (const language of languagesOf(redirect)) {
      const to = targetOf(redirect, language, redirect.postNumber)
      if (!to) continue
      if (!to.startsWith('/')) {
        const host = absoluteUrl(to)?.host
        const allowed = redirect.allowedHost?.trim().toLowerCase()
        if (!host || (host !== siteHost && host !== allowed)) continue
      }
      rules[`${language}:${from}`] = { to, status: statuses.has(status) ? status : 301 }
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
  // A site path must stay on the site whatever the table holds: never an off-site Location from one.
  if (rule.to.startsWith('/') && (rule.to.startsWith('//') || target.origin !== new URL(origin).origin)) return null
  for (const [key, value] of new URLSearchParams(search))
    if (!target.searchParams.has(key)) target.searchParams.append(key, value)
  return { location: target.toString(), status: rule.status }
}
