import 'server-only'

import { firebaseWebConfig } from '#src/auth/web-config.ts'

/**
 * Firebase's Identity Toolkit REST API, called by the server with the project's public web API
 * key: what the browser's SDK would call (checkActionCode, confirmPasswordReset, applyActionCode,
 * signInWithEmailAndPassword), done on the server so that it can act on the result (revoke the
 * sessions after a reset, update the doctor's record, tell the old address) and the browser sees
 * only the site's own codes. firebase-admin has no call for these. The emulator serves the same
 * API under its own host.
 */
export class IdentityToolkitError extends Error {
  constructor(readonly code: string) {
    super(`Identity Toolkit refused the request: ${code}`)
  }
}

function endpoint(method: string): string {
  const config = firebaseWebConfig()
  if (!config) throw new Error('Firebase is not configured (no web API key).')
  const base = config.emulatorHost
    ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1'
  return `${base}/${method}?key=${encodeURIComponent(config.apiKey)}`
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(endpoint(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  const json = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null
  if (!response.ok) {
    const code = json?.error?.message
    // A refusal with a code is the caller's to explain; anything else (5xx, no JSON) is an outage.
    if (response.status < 500 && typeof code === 'string') throw new IdentityToolkitError(code)
    throw new Error(`Identity Toolkit ${method} answered ${response.status}`)
  }
  return json as T
}

export type CodeInfo = { requestType: string; email?: string; newEmail?: string }

/** What a code is for and whose it is, without using it (the SDK's checkActionCode). */
export const checkCode = (oobCode: string) => call<CodeInfo>('accounts:resetPassword', { oobCode })

/** Uses a password-reset code to set the new password (confirmPasswordReset). */
export const resetPassword = (oobCode: string, newPassword: string) =>
  call<CodeInfo>('accounts:resetPassword', { oobCode, newPassword })

/** Uses a verification or change-of-address code (applyActionCode). */
export const applyCode = (oobCode: string) =>
  call<{ localId?: string; email?: string; emailVerified?: boolean }>('accounts:update', { oobCode })

/** Checks an account's password (a sign-in whose tokens are thrown away); returns its uid. */
export async function checkPassword(email: string, password: string): Promise<string> {
  const result = await call<{ localId: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: false,
  })
  return result.localId
}
