/**
 * The spec's error catalogue (section 8): what a failed sign-in or registration says. Firebase
 * reports failures either as SDK codes (`auth/invalid-credential`) or, from the REST API, as wire
 * codes optionally followed by a colon and detail (`INVALID_LOGIN_CREDENTIALS`,
 * `WEAK_PASSWORD : Password should be at least 6 characters`). Both map to one message key
 * (`auth.errors.<key>` in the message files); anything unknown gets the flow's fallback.
 */
export type AuthFlow = 'signIn' | 'register'

export type AuthErrorKey =
  | 'userNotFound'
  | 'wrongPassword'
  | 'invalidEmail'
  | 'userDisabled'
  | 'tooManyRequests'
  | 'networkRequestFailed'
  | 'invalidCredential'
  | 'emailAlreadyInUse'
  | 'weakPassword'
  | 'signInFailed'
  | 'registerFailed'
  | 'legalAcceptanceRequired'
  | 'legalVersionsChanged'

/** Provider codes each flow names in the catalogue. */
const catalogue: Record<AuthFlow, Partial<Record<string, AuthErrorKey>>> = {
  signIn: {
    'user-not-found': 'userNotFound',
    'wrong-password': 'wrongPassword',
    'invalid-email': 'invalidEmail',
    'user-disabled': 'userDisabled',
    'too-many-requests': 'tooManyRequests',
    'network-request-failed': 'networkRequestFailed',
    'invalid-credential': 'invalidCredential',
    // Older SDKs name the same failure invalid-login-credentials.
    'invalid-login-credentials': 'invalidCredential',
  },
  register: {
    'email-already-in-use': 'emailAlreadyInUse',
    'invalid-email': 'invalidEmail',
    'weak-password': 'weakPassword',
    'network-request-failed': 'networkRequestFailed',
    'too-many-requests': 'tooManyRequests',
  },
}

const fallback: Record<AuthFlow, AuthErrorKey> = { signIn: 'signInFailed', register: 'registerFailed' }

/** Raw wire codes of the REST API and the SDK code each one stands for. */
const wireCodes: Record<string, string> = {
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  EMAIL_EXISTS: 'email-already-in-use',
  EMAIL_NOT_FOUND: 'user-not-found',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_EMAIL: 'invalid-email',
  USER_DISABLED: 'user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  WEAK_PASSWORD: 'weak-password',
  NETWORK_REQUEST_FAILED: 'network-request-failed',
}

/** The provider code of a failure, without the `auth/` prefix: from an SDK error, a wire code or a network failure. */
export function providerCode(error: unknown): string | null {
  if (error instanceof TypeError) return 'network-request-failed' // fetch could not reach the provider
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'network-request-failed'
  const raw =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error && 'code' in error
        ? String((error as { code: unknown }).code)
        : null
  if (!raw) return null
  if (raw.startsWith('auth/')) return raw.slice('auth/'.length)
  const wire = raw.split(':')[0].trim()
  return wireCodes[wire] ?? null
}

/** Codes the site's own session endpoint answers with (src/auth/server/http.ts) that have a message of their own. */
const serverCodes: Partial<Record<string, AuthErrorKey>> = {
  'legal-acceptance-required': 'legalAcceptanceRequired',
  'legal-versions-changed': 'legalVersionsChanged',
}

/** The message key for a failed sign-in or registration. */
export function authErrorKey(error: unknown, flow: AuthFlow): AuthErrorKey {
  const server = typeof error === 'object' && error && 'code' in error ? serverCodes[String(error.code)] : undefined
  if (server) return server
  const code = providerCode(error)
  return (code && catalogue[flow][code]) || fallback[flow]
}
