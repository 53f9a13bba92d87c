import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { gatePath } from '#src/auth/gate-path.ts'
import { loginPath, verifySessionCookie } from '#src/auth/server/session.ts'
import { SESSION_COOKIE } from '#src/auth/session-cookie.ts'
import { type Locale, asLocale } from '#src/i18n/locales.ts'
import { languageSwitchTarget, localizedPath, splitLocale } from '#src/i18n/paths.ts'
import { routing } from '#src/i18n/routing.ts'
import { ownServerJson } from '#src/server/own-server.ts'
import { type Missing, madePage, madePageTwin, missingPage } from '#src/not-found/known-paths.ts'
import { NOT_FOUND_KIND_HEADER, NOT_FOUND_PATH } from '#src/not-found/headers.ts'
import { knownPaths } from '#src/not-found/lookup.ts'
import { type Rules, matchRedirect } from '#src/redirects/rules.ts'
import { DRAFT_MODE_COOKIE, inDraftMode } from '#src/releases/draft-mode.ts'
import { MADE_PAGE_ROUTE, reservedPathOf } from '#src/page-builder/address.ts'
import { privateRoutes } from '#src/routes.ts'
import { answerBadSearch } from '#src/search/bad-query.ts'

const intl = createMiddleware(routing)

// Matched against gatePath(): the path as the router could read it, not the raw request path.
/** The pages behind sign-in (src/routes.ts), in any language. */
const dashboardPath = new RegExp(`^(?:/(en|es))?(?:${privateRoutes.join('|')})(?:/|$)`)
const searchPath = /^(?:\/en)?\/help\/search\/?$/

/**
 * Redirects marketing manages in the admin (src/redirects). The rules come from the server's own
 * /api/redirect-rules (Next's data cache: no database query) and are kept here for a second, so an
 * edit applies within 2 s and a request costs at most one loopback call per second. Answered here,
 * not in next.config's redirects, so the configured security headers are sent; the query string is kept.
 */
const redirectRules = ownServerJson(
  '/api/redirect-rules',
  (value): value is Rules => typeof value === 'object' && value !== null && !Array.isArray(value),
)

async function applyRedirects(request: NextRequest): Promise<NextResponse | null> {
  const match = matchRedirect(
    (await redirectRules()) ?? {},
    request.nextUrl.pathname,
    request.nextUrl.search,
    request.nextUrl.origin,
  )
  return match ? NextResponse.redirect(match.location, match.status) : null
}

/**
 * The dashboard's gate: a request without a valid doctor session (missing, expired, revoked, or the
 * account disabled) is sent to the sign-in page in its language before any of the dashboard's HTML
 * exists; a stale cookie is cleared on the way. Every spelling of the path counts (percent-encoded,
 * with NULs or spaces, RSC requests alike): see src/auth/gate-path.ts.
 */
async function guardDashboard(request: NextRequest): Promise<NextResponse | null> {
  const match = dashboardPath.exec(gatePath(request.nextUrl.pathname))
  if (!match) return null
  const cookie = request.cookies.get(SESSION_COOKIE)?.value
  if (await verifySessionCookie(cookie)) return null
  const login = new URL(loginPath(asLocale(match[1]), Boolean(cookie)), request.url)
  const response = NextResponse.redirect(login, 307)
  response.headers.set('cache-control', 'no-store')
  if (cookie) response.cookies.delete(SESSION_COOKIE)
  return response
}

const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE'

/**
 * A made-up article, blog page or legal version: answered without rendering the page, so that it
 * leaves nothing in Next's cache. Pages go to an address no route matches, which Next answers
 * with the site's 404 page (src/app/global-not-found.tsx) in the visitor's language; a PDF goes to
 * one fixed unknown version of its route, whose plain-text 404 is cached once per language.
 */
function answerMissing(request: NextRequest, locale: Locale, path: string, missing: Missing): NextResponse {
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, locale)
  headers.set(NOT_FOUND_KIND_HEADER, missing)
  const target = request.nextUrl.clone()
  target.search = ''
  target.pathname = missing === 'pdf' ? `/${locale}/${path.split('/')[1]}/unknown/pdf` : `/${locale}${NOT_FOUND_PATH}`
  return NextResponse.rewrite(target, { request: { headers } })
}

/**
 * The pages staff make (src/page-builder) live at addresses no route file names, different in
 * each language: a known address (the published pages, from the same known-paths lookup as the
 * articles) is rewritten to the page route by id, in its language. Any other address goes on as
 * before, so an unknown one still gets the site's 404 page from Next (no catch-all route that
 * would answer it with notFound()). The page route's own address is not public: it answers 404.
 */
async function madePageResponse(request: NextRequest, locale: Locale, path: string): Promise<NextResponse | null> {
  if (path === MADE_PAGE_ROUTE || path.startsWith(`${MADE_PAGE_ROUTE}/`))
    return answerMissing(request, locale, path, 'page')
  if (path === '/' || reservedPathOf(path)) return null
  const known = await knownPaths()
  if (!known) return null
  const address = path.replace(/\/$/, '')
  const id = madePage(known, locale, address)
  if (id === null) {
    // Another language's address under this language's prefix: on to this language's own (302, as
    // the language menu's switch: the same address always leads to the same twin until it changes).
    const twin = madePageTwin(known, locale, address)
    return twin ? NextResponse.redirect(new URL(localizedPath(locale, twin), request.url), 302) : null
  }
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, locale)
  const target = request.nextUrl.clone()
  target.pathname = `/${locale}${MADE_PAGE_ROUTE}/${id}`
  return NextResponse.rewrite(target, { request: { headers } })
}

/**
 * Locale routing (next-intl): Spanish unprefixed, English under /en. No language detection and no
 * cookie: an address shows its own language, and the visitor's stored choice (browser storage)
 * is applied by the page itself (src/i18n/persistence.ts), so no public response sets a cookie.
 * /es/… is Spanish stated explicitly (a shared Spanish link): served as is, not sent to /… where
 * a stored English choice would apply.
 */
export default async function proxy(request: NextRequest) {
  const response = await route(request)
  // Next's draft mode is on only for staff previewing a release (src/releases/preview.ts): what
  // they see is never indexed (Next already answers it private, no-store).
  if (request.cookies.has(DRAFT_MODE_COOKIE)) response.headers.set('x-robots-tag', 'noindex')
  return response
}

async function route(request: NextRequest): Promise<NextResponse> {
  // The language menu's choice (`?language=en` on a Spanish page): on to the twin page. A 302, which
  // the caching front may keep: the same address always goes to the same twin.
  const switched = languageSwitchTarget(request.nextUrl.pathname, request.nextUrl.search)
  if (switched) return NextResponse.redirect(new URL(switched, request.url), 302)
  const redirect = await applyRedirects(request)
  if (redirect) return redirect
  const denied = await guardDashboard(request)
  if (denied) return denied
  const refused = await answerBadSearch(request)
  if (refused) return refused
  const { locale, path } = splitLocale(request.nextUrl.pathname)
  // Staff previewing a release also reach the pages its items add (src/releases/draft-mode.ts): the
  // page answers 404 itself for what neither the site nor the release has.
  if (
    /^\/(blog|privacy|terms-of-service)\/./.test(path) &&
    !inDraftMode(request.cookies.get(DRAFT_MODE_COOKIE)?.value)
  ) {
    const known = await knownPaths()
    const missing = known ? missingPage(known, locale, path) : null
    if (missing) return answerMissing(request, locale, path, missing)
  }
  const made = await madePageResponse(request, locale, path)
  if (made) return made
  if (/^\/es(\/|$)/.test(request.nextUrl.pathname)) {
    const headers = new Headers(request.headers)
    headers.set(LOCALE_HEADER, 'es')
    return NextResponse.next({ request: { headers } })
  }
  const response = intl(request)
  // The search results page sets no cookie and is never indexed.
  if (searchPath.test(request.nextUrl.pathname)) {
    response.headers.delete('set-cookie')
    response.headers.set('x-robots-tag', 'noindex')
  }
  return response
}

export const config = {
  // Every page address, made-up ones included (/foo.html, /administrator, /apix get the site's 404
  // page in their language): everything but the admin panel, the API, Next's own files, and the
  // files and metadata routes served at the root.
  matcher: ['/((?!(?:admin|api|_next|_vercel)(?:/|$)|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
}
