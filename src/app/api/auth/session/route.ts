import { closeSession, openSession } from '#src/auth/server/http.ts'

/** A doctor's server session (src/auth/server/http.ts): never cached, never prerendered. */
export const dynamic = 'force-dynamic'

/** Opens the session from a fresh Firebase ID token and sets the HttpOnly cookie. */
export const POST = openSession

/** Revokes the doctor's sessions and clears the cookie. */
export const DELETE = closeSession
