import 'server-only'

import { providerCode } from '#src/auth/errors.ts'
import { firebaseWebConfig } from '#src/auth/web-config.ts'

/** Why a password was not accepted: wrong, too many attempts, or the provider could not be asked. */
export class PasswordCheckError extends Error {
  constructor(readonly reason: 'wrongPassword' | 'tooManyRequests' | 'unavailable') {
    super(`The password check failed (${reason}).`)
  }
}

/**
 * Signs in with e-mail and password through Firebase's Identity Toolkit REST endpoint (the Auth
 * emulator answers the same endpoint) and returns the fresh ID token. The server asks for the
 * password again before a change of password or a closed account: the Admin SDK never checks a
 * password, and the emulator never enforces Firebase's "recent login" rule on deletion.
 */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const config = firebaseWebConfig()
  if (!config) throw new PasswordCheckError('unavailable')
  const base = config.emulatorHost
    ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com'
  let response: Response
  try {
    response = await fetch(`${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(config.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(15_000),
    })
  } catch {
    throw new PasswordCheckError('unavailable')
  }
  const body = (await response.json().catch(() => null)) as {
    idToken?: string
    error?: { message?: string }
  } | null
  if (response.ok && body?.idToken) return body.idToken
  const code = providerCode({ code: body?.error?.message ?? '' })
  if (code === 'too-many-requests') throw new PasswordCheckError('tooManyRequests')
  if (code === 'wrong-password' || code === 'invalid-credential' || code === 'user-not-found')
    throw new PasswordCheckError('wrongPassword')
  throw new PasswordCheckError('unavailable')
}
