import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { verifySessionCookie } from './auth/server/session'
import { SESSION_COOKIE } from './auth/session-cookie'
import { routing } from './i18n/routing'
import { type Rules, matchRedirect } from './redirects/rules'

const intl = createMiddleware(routing)

const dashboardPath = /^(?:\/(en|es))?\/dashboard(?:\/|$)/
const searchPath = /^(?:\/en)?\/help\/search\/?$/

/**
 * Redirects marketing manages in the admin (src/redirects). The rules come from the server's own
 * /api/redirect-rules (Next's data cache: no database query) and are kept here for a second, so an
 * edit applies within 2 s and a request costs at most one loopback call per second. Answered here,
 * not in next.config's redirects, so the configured security headers are sent; the query string is kept.
 */
const RULES_TTL_MS = 1000
let rules: { value: Rules; at: number } | null = null
let loading: Promise<Rules> | null = null

async function redirectRules(): Promise<Rules> {
  if (rules && Date.now() - rules.at < RULES_TTL_MS) return rules.value
  loading ??= fetch(`http://127.0.0.1:${process.env.PORT || '3000'}/api/redirect-rules`, { signal: AbortSignal.timeout(2000) })
    .then(async (response) => {
      if (!response.ok) throw new Error(`redirect rules: ${response.status}`)
      rules = { value: (await response.json()) as Rules, at: Date.now() }
      return rules.value
    })
    // The server cannot answer (starting, stopping): keep the last rules rather than fail the page.
    .catch(() => rules?.value ?? {})
    .finally(() => (loading = null))
  // Only the first request waits; later ones use the rules at hand while they are refreshed.
  return rules ? rules.value : loading
}

async function applyRedirects(request: NextRequest): Promise<NextResponse | null> {
  const match = matchRedirect(await redirectRules(), request.nextUrl.pathname, request.nextUrl.search, request.nextUrl.origin)
  return match ? NextResponse.redirect(match.location, match.status) : null
}

/**
 * The dashboard's gate: a request without a valid doctor session (missing, expired, revoked, or the
 * account disabled) is sent to the sign-in page in its language before any of the dashboard's HTML
 * exists; a stale cookie is cleared on the way.
 */
async function guardDashboard(request: NextRequest): Promise<NextResponse | null> {
  const match = dashboardPath.exec(request.nextUrl.pathname)
  if (!match) return null
  const cookie = request.cookies.get(SESSION_COOKIE)?.value
  if (await verifySessionCookie(cookie)) return null
  const login = new URL(match[1] === 'en' ? '/en/login' : '/login', request.url)
  if (cookie) login.searchParams.set('session', 'expired')
  const response = NextResponse.redirect(login, 307)
  response.headers.set('cache-control', 'no-store')
  if (cookie) response.cookies.delete(SESSION_COOKIE)
  return response
}

/**
 * Locale routing. Accept-Language is removed first so that only the visitor's stored choice (the
 * language cookie) can send an unprefixed URL to its English twin.
 */
export default async function proxy(request: NextRequest) {
  const redirect = await applyRedirects(request)
  if (redirect) return redirect
  const denied = await guardDashboard(request)
  if (denied) return denied
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  const response = intl(new NextRequest(request.url, { headers, method: request.method }))
  // The search results page sets no cookie (not even the language one) and is never indexed.
  if (searchPath.test(request.nextUrl.pathname)) {
    response.headers.delete('set-cookie')
    response.headers.set('x-robots-tag', 'noindex')
  }
  return response
}

export const config = {
  // Everything but the admin panel, the API, Next's own files and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
}
