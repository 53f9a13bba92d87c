import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { verifySessionCookie } from './auth/server/session'
import { SESSION_COOKIE } from './auth/session-cookie'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

const dashboardPath = /^(?:\/(en|es))?\/dashboard(?:\/|$)/
const plansAlias = /^(\/en)?\/planes$/
const searchPath = /^(?:\/en)?\/help\/search\/?$/

/**
 * The footer links to /planes (the spec's address); the plans page lives at /plans. Answered here
 * rather than in next.config's redirects, which Next sends without the configured security headers.
 */
function redirectPlansAlias(request: NextRequest): NextResponse | null {
  const match = plansAlias.exec(request.nextUrl.pathname)
  if (!match) return null
  const plans = request.nextUrl.clone()
  plans.pathname = `${match[1] ?? ''}/plans`
  return NextResponse.redirect(plans, 308)
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
  const alias = redirectPlansAlias(request)
  if (alias) return alias
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
