import 'server-only'

import type { DecodedIdToken } from 'firebase-admin/auth'
import { cookies } from 'next/headers'

import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, SESSION_RECENT_SIGN_IN_SECONDS } from '#src/auth/session-cookie.ts'
import { adminAuth } from '#src/auth/server/firebase-admin.ts'

export type DoctorSession = { uid: string; email: string; name: string | null }

export class SessionError extends Error {
  constructor(
    readonly code: 'invalid-token' | 'stale-sign-in' | 'no-email',
    message: string,
  ) {
    super(message)
  }
}

function toSession(token: DecodedIdToken): DoctorSession {
  return {
    uid: token.uid,
    email: token.email ?? '',
    name: typeof token.name === 'string' && token.name.trim() ? token.name : null,
  }
}

/**
 * Exchanges a freshly issued ID token for a session cookie. The token is verified (signature,
 * audience, expiry, revocation and disabled account) and must come from a sign-in within the last
 * five minutes, so a stolen old token cannot open a session.
 */
export async function createSession(idToken: string): Promise<{ cookie: string; token: DecodedIdToken }> {
  let token: DecodedIdToken
  try {
    token = await adminAuth().verifyIdToken(idToken, true)
  } catch {
    throw new SessionError('invalid-token', 'The ID token is not valid.')
  }
  if (Date.now() / 1000 - token.auth_time > SESSION_RECENT_SIGN_IN_SECONDS) {
    throw new SessionError('stale-sign-in', 'The sign-in is too old to open a session.')
  }
  if (!token.email) throw new SessionError('no-email', 'The account has no e-mail address.')
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 })
  return { cookie, token }
}

/**
 * The doctor behind a session cookie value, or null. Checks revocation and disabled accounts on
 * every call, so a revoked or disabled account is signed out on its next request.
 */
export async function verifySessionCookie(cookie: string | undefined): Promise<DoctorSession | null> {
  if (!cookie) return null
  try {
    return toSession(await adminAuth().verifySessionCookie(cookie, true))
  } catch {
    return null
  }
}

/** The signed-in doctor of the current request (server components, route handlers), or null. */
export async function currentDoctor(): Promise<DoctorSession | null> {
  const store = await cookies()
  return verifySessionCookie(store.get(SESSION_COOKIE)?.value)
}

/** The sign-in page in a language; `expired` adds the notice that the session ended (the dashboard's gate). */
export function loginPath(locale: Locale, expired = false): string {
  return `${localizedPath(locale, '/login')}${expired ? '?session=expired' : ''}`
}

/** Ends every session of the doctor behind this cookie (all devices), if it is still valid. */
export async function revokeSession(cookie: string | undefined): Promise<void> {
  if (!cookie) return
  let uid: string
  try {
    uid = (await adminAuth().verifySessionCookie(cookie, false)).uid
  } catch {
    return // already invalid: nothing to revoke
  }
  await adminAuth().revokeRefreshTokens(uid)
}
