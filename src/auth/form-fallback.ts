import type { AuthFlow } from '#src/auth/errors.ts'
import { type Locale, asLocale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'

/**
 * Where the sign-in and registration forms post when their script has not run: JavaScript off,
 * or a submit (Enter) before the page hydrated. Both forms work only in the browser (Firebase
 * signs the doctor in there), so nothing can be done with such a post; but a form without a method
 * and action submits by GET to its own page, which put the e-mail and the password in the address
 * bar, the history and the front's access log. The endpoint never reads the body: it sends the
 * visitor back to the form (303), whose <noscript> notice says that JavaScript is needed.
 */
export const AUTH_FORM_FALLBACK_PATH = '/api/auth/form'

const formPaths: Record<AuthFlow, string> = { signIn: '/login', register: '/register' }

/** The form's `action`: the fallback endpoint, told which form and language to go back to. */
export const authFormAction = (flow: AuthFlow, locale: Locale): string =>
  `${AUTH_FORM_FALLBACK_PATH}?${new URLSearchParams({ flow, locale })}`

/** The form a fallback post came from (from the action's query; anything else: Spanish sign-in). */
export function formPathFor(search: URLSearchParams): string {
  const flow = search.get('flow') === 'register' ? 'register' : 'signIn'
  return localizedPath(asLocale(search.get('locale')), formPaths[flow])
}
