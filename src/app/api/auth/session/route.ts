import type { NextRequest } from 'next/server'

import { sendVerificationLater } from '#src/account-actions/server/handlers.ts'
import { closeSession, openSession } from '#src/auth/server/http.ts'

/** A doctor's server session (src/auth/server/http.ts): never cached, never prerendered. */
export const dynamic = 'force-dynamic'

/** Opens the session from a fresh Firebase ID token and sets the HttpOnly cookie; a new account gets its confirmation mail. */
export const POST = (request: NextRequest) => openSession(request, sendVerificationLater)

/** Revokes the doctor's sessions and clears the cookie. */
export const DELETE = closeSession
