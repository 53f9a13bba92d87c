import 'server-only'

import { type NextRequest, NextResponse } from 'next/server'
import * as z from 'zod/mini'

import { SESSION_COOKIE, sessionCookieOptions } from '#src/auth/session-cookie.ts'
import { getDoctor, recordDoctor } from '#src/auth/data.ts'
import { acceptedCurrentVersions, recordAcceptances } from '#src/legal/acceptances.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { BODY_LIMITS, BodyTooLargeError, readText } from '#src/server/body-limit.ts'
import { adminAuth } from '#src/auth/server/firebase-admin.ts'
import { SessionError, createSession, revokeSession } from '#src/auth/server/session.ts'

const versionDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
const body = z.object({
  idToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  locale: z.enum(locales),
  /** The privacy notice and terms versions the register form showed and the visitor accepted. */
  acceptedLegal: z.optional(z.object({ privacy: versionDate, terms: versionDate })),
})

const problem = (status: number, error: string) =>
  NextResponse.json({ error }, { status, headers: { 'cache-control': 'no-store' } })

/** Only the site's own pages may open or close a session (the cookie is SameSite=Lax; this also stops cross-site form posts). */
export function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  try {
    return new URL(origin).host === request.headers.get('host')
  } catch {
    return false
  }
}

/**
 * POST /api/auth/session: opens a doctor's server session. The browser sends the ID token it got
 * from signing in or registering with Firebase; the server verifies it, records the doctor
 * (src/auth/data.ts) and answers with the HttpOnly session cookie. The first session of an
 * account (its registration) must carry the accepted legal versions, which are recorded. Bad input gets 4xx with a
 * code the sign-in form turns into a message in the visitor's language (src/auth/errors.ts).
 */
export async function openSession(
  request: NextRequest,
  /** Called once an account's first session recorded the doctor (the route sends the confirmation mail). */
  onRegistered?: (account: { uid: string; email: string; locale: Locale }) => void,
): Promise<Response> {
  if (!sameOrigin(request)) return problem(403, 'cross-origin')
  if (!request.headers.get('content-type')?.includes('application/json')) return problem(415, 'json-required')
  let json: unknown = null
  try {
    json = JSON.parse(await readText(request, BODY_LIMITS.session))
  } catch (error) {
    // Nothing past the limit is read; a body that is not JSON is a bad request like any other.
    if (error instanceof BodyTooLargeError) return problem(413, 'too-large')
  }
  const parsed = body.safeParse(json)
  if (!parsed.success) return problem(400, 'bad-request')
  try {
    const { locale, acceptedLegal } = parsed.data
    const { cookie, token } = await createSession(parsed.data.idToken)
    // A registration (the first session of an account) needs the privacy notice and terms
    // accepted, and exactly the versions current now: without it no doctor is recorded and no
    // session opened (the register form checks it before any call; this is the server's word).
    const registering = !(await getDoctor(token.uid))
    const accepted = registering && acceptedLegal ? await acceptedCurrentVersions(locale, acceptedLegal) : null
    if (registering && !acceptedLegal) return problem(400, 'legal-acceptance-required')
    if (registering && !accepted) return problem(409, 'legal-versions-changed')
    const account = await adminAuth().getUser(token.uid)
    const doctor = await recordDoctor({
      uid: token.uid,
      email: token.email ?? account.email ?? '',
      name: account.displayName?.trim() || null,
      createdAt: new Date(account.metadata.creationTime),
      locale,
      emailVerified: account.emailVerified,
    })
    if (accepted) await recordAcceptances(doctor, accepted, locale, 'registration')
    if (registering && !account.emailVerified) {
      // The doctor is recorded: a confirmation mail that cannot even be scheduled must not turn
      // the registration into a failure («Reenviar» on the dashboard sends it again).
      try {
        onRegistered?.({ uid: doctor.firebaseUid, email: doctor.email, locale })
      } catch (error) {
        console.error('The confirmation mail of a new account could not be scheduled:', error)
      }
    }
    const response = NextResponse.json({ ok: true }, { headers: { 'cache-control': 'no-store' } })
    response.cookies.set(SESSION_COOKIE, cookie, sessionCookieOptions())
    return response
  } catch (error) {
    if (error instanceof SessionError) return problem(401, error.code)
    console.error('Opening a session failed:', error)
    return problem(503, 'auth-unavailable')
  }
}

/** DELETE /api/auth/session: signs the doctor out on the server; every session of the account is revoked and the cookie cleared. */
export async function closeSession(request: NextRequest): Promise<Response> {
  if (!sameOrigin(request)) return problem(403, 'cross-origin')
  await revokeSession(request.cookies.get(SESSION_COOKIE)?.value)
  const response = new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0))
  return response
}
