import 'server-only'

import { type NextRequest, NextResponse } from 'next/server'

import { getDoctor } from '#src/auth/data.ts'
import { SESSION_COOKIE, sessionCookieOptions } from '#src/auth/session-cookie.ts'
import { sameOrigin } from '#src/auth/server/http.ts'
import { loginPath, revokeSession, verifySessionCookie } from '#src/auth/server/session.ts'
import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { legalKinds, legalStatus, recordAcceptances } from '#src/legal/acceptances.ts'
import { versionId } from '#src/legal/versions.ts'
import { BODY_LIMITS, BodyTooLargeError, readText } from '#src/server/body-limit.ts'

/** The cookie that remembers which unmarked legal changes the doctor dismissed (`privacy:2025-08-20,terms:…`). */
export const LEGAL_NOTICE_COOKIE = 'legal_notice_seen'

const seeOther = (path: string, cookies?: (response: NextResponse) => void) => {
  // A relative Location: right behind any front, and what a form post expects (303: GET the page).
  const response = new NextResponse(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })
  cookies?.(response)
  return response
}

/**
 * POST /api/auth/legal, the re-acceptance page's and the dashboard notice's plain HTML forms (no
 * JavaScript needed): `accept` records the versions shown (when they are still the current ones)
 * and goes on to the dashboard; `decline` signs the doctor out everywhere and shows the contact
 * page; `dismiss` hides the notice of unmarked changes for the versions it named.
 */
export async function legalDecision(request: NextRequest): Promise<Response> {
  if (!sameOrigin(request)) return NextResponse.json({ error: 'cross-origin' }, { status: 403 })
  let form: URLSearchParams
  try {
    form = new URLSearchParams(await readText(request, BODY_LIMITS.session))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return NextResponse.json({ error: 'too-large' }, { status: 413 })
    throw error
  }
  const requested = form.get('locale')
  const locale: Locale = locales.includes(requested as Locale) ? (requested as Locale) : defaultLocale
  const cookie = request.cookies.get(SESSION_COOKIE)?.value
  const session = await verifySessionCookie(cookie)
  if (!session) return seeOther(loginPath(locale, true))
  const dashboard = localizedPath(locale, '/dashboard')
  switch (form.get('action')) {
    case 'accept': {
      const doctor = await getDoctor(session.uid)
      if (!doctor) return seeOther(loginPath(locale, true))
      const { required } = await legalStatus(doctor, locale)
      // The page named the versions it showed: a version published since must be seen first.
      if (required.some((change) => form.get(change.kind) !== versionId(change.current.lastUpdated)))
        return seeOther(localizedPath(locale, '/dashboard/legal'))
      await recordAcceptances(
        doctor,
        required.map((change) => change.current),
        locale,
        'reacceptance',
      )
      return seeOther(dashboard)
    }
    case 'decline':
      await revokeSession(cookie)
      return seeOther(localizedPath(locale, '/contact'), (response) =>
        response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0)),
      )
    case 'dismiss': {
      const seen = legalKinds
        .map((kind) => `${kind}:${form.get(kind) ?? ''}`)
        .filter((entry) => /^[a-z]+:\d{4}-\d{2}-\d{2}$/.test(entry))
      return seeOther(dashboard, (response) =>
        response.cookies.set(LEGAL_NOTICE_COOKIE, seen.join(','), {
          ...sessionCookieOptions(),
          maxAge: 365 * 24 * 60 * 60,
        }),
      )
    }
    default:
      return NextResponse.json({ error: 'bad-request' }, { status: 400 })
  }
}
