import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { type ActionMode, actionModes } from '#src/account-actions/codes.ts'

/** The site's own page that opens every link Firebase's codes travel in (mails sent by the site). */
export const ACTION_PAGE = '/account/action'
export const FORGOT_PASSWORD_PAGE = '/forgot-password'

/**
 * The link a mail carries: the site's action page, in the doctor's language, with the code and
 * mode taken from the link firebase-admin made (generatePasswordResetLink and its siblings point
 * at Firebase's hosted handler, or the emulator's; only the code matters). Null if the link has
 * no code: the caller must not send a mail without one.
 */
export function actionLink(firebaseLink: string, locale: Locale, origin: string): string | null {
  let url: URL
  try {
    url = new URL(firebaseLink)
  } catch {
    return null
  }
  const code = url.searchParams.get('oobCode')
  const mode = url.searchParams.get('mode')
  if (!code || !mode || !(actionModes as readonly string[]).includes(mode)) return null
  const query = new URLSearchParams({ mode: mode as ActionMode, oobCode: code })
  return `${origin}${localizedPath(locale, ACTION_PAGE)}?${query}`
}
