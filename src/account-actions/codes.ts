/**
 * What the account-action endpoints answer when something is refused, and the message each code
 * shows (`accountActions.errors.<key>` in the message files, in the style of the spec's error
 * catalogue, src/auth/errors.ts). Firebase's Identity Toolkit answers with wire codes
 * (`EXPIRED_OOB_CODE`, `WEAK_PASSWORD : Password should be …`); the endpoints turn them into these
 * keys, so the browser only ever sees the site's own codes.
 */
export type ActionErrorKey =
  | 'expiredCode'
  | 'invalidCode'
  | 'weakPassword'
  | 'passwordsDoNotMatch'
  | 'emailRequired'
  | 'emailTooLong'
  | 'invalidEmail'
  | 'emailAlreadyInUse'
  | 'sameEmail'
  | 'wrongPassword'
  | 'passwordRequired'
  | 'userDisabled'
  | 'rateLimited'
  | 'badRequest'
  | 'unavailable'

/** Identity Toolkit wire codes (the part before any " : detail") and the message each one gets. */
const wireCodes: Record<string, ActionErrorKey> = {
  EXPIRED_OOB_CODE: 'expiredCode',
  INVALID_OOB_CODE: 'invalidCode',
  MISSING_OOB_CODE: 'invalidCode',
  WEAK_PASSWORD: 'weakPassword',
  INVALID_EMAIL: 'invalidEmail',
  EMAIL_EXISTS: 'emailAlreadyInUse',
  INVALID_PASSWORD: 'wrongPassword',
  INVALID_LOGIN_CREDENTIALS: 'wrongPassword',
  USER_DISABLED: 'userDisabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'rateLimited',
  // An account deleted or changed since the link was made: the code no longer leads anywhere.
  USER_NOT_FOUND: 'invalidCode',
  EMAIL_NOT_FOUND: 'invalidCode',
}

/** firebase-admin's codes (`auth/email-already-exists`) for the same failures. */
const adminCodes: Record<string, ActionErrorKey> = {
  'auth/email-already-exists': 'emailAlreadyInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/user-disabled': 'userDisabled',
  'auth/invalid-password': 'weakPassword',
}

/** The message key of an Identity Toolkit wire code or a firebase-admin error, or null for anything else (a 503). */
export function actionErrorKey(codeOrError: unknown): ActionErrorKey | null {
  if (typeof codeOrError === 'string') return wireCodes[codeOrError.split(':')[0].trim()] ?? null
  if (typeof codeOrError === 'object' && codeOrError && 'code' in codeOrError) {
    const code = String((codeOrError as { code: unknown }).code)
    return adminCodes[code] ?? wireCodes[code.split(':')[0].trim()] ?? null
  }
  return null
}

/** HTTP status of each refusal: bad input 400, a wrong password 403, a taken address 409, too many 429. */
export function actionErrorStatus(key: ActionErrorKey): number {
  switch (key) {
    case 'wrongPassword':
    case 'userDisabled':
      return 403
    case 'emailAlreadyInUse':
      return 409
    case 'rateLimited':
      return 429
    case 'unavailable':
      return 503
    case 'expiredCode':
    case 'invalidCode':
      return 410
    default:
      return 400
  }
}

/** The modes of the site's action page: Firebase's own names for the codes it issues. */
export const actionModes = ['resetPassword', 'verifyEmail', 'verifyAndChangeEmail'] as const
export type ActionMode = (typeof actionModes)[number]

/** Identity Toolkit's request types and the action page's mode each one is. */
export const modeOfRequestType: Record<string, ActionMode> = {
  PASSWORD_RESET: 'resetPassword',
  VERIFY_EMAIL: 'verifyEmail',
  VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
}

/**
 * The longest code the action page accepts. Firebase's codes are 40–60 characters today; a
 * longer one is malformed whatever it is, and is refused before any call to Firebase.
 */
export const MAX_OOB_CODE_LENGTH = 512

/** A code as it may appear in a link: URL-safe characters only, not empty, bounded. */
export function wellFormedCode(code: unknown): code is string {
  return typeof code === 'string' && code.length > 0 && code.length <= MAX_OOB_CODE_LENGTH && /^[\w-]+$/.test(code)
}
