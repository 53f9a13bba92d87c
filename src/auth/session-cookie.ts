import { e2eServeAllowed } from '#src/config/checks.ts'
import { env, processEnv } from '#src/config/env.ts'

/** The HttpOnly cookie that holds a doctor's Firebase session (named __session, the only cookie Firebase Hosting forwards). */
export const SESSION_COOKIE = '__session'

/** How long a session lasts without signing in again: 5 days (Firebase allows 5 minutes to 14 days). */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60

/** A fresh sign-in is required to open a session: the ID token must be this recent. */
export const SESSION_RECENT_SIGN_IN_SECONDS = 5 * 60

export function sessionCookieOptions(maxAge = SESSION_MAX_AGE_SECONDS) {
  return {
    httpOnly: true,
    // Plain http only where the test-serving switch is allowed (on this machine: src/config/checks.ts).
    secure: env.isProduction() && !e2eServeAllowed(processEnv()),
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
  }
}
