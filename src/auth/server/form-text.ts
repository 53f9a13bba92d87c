import 'server-only'

import { getMessages, getTranslations } from 'next-intl/server'

import type { AuthFlow } from '#src/auth/errors.ts'
import { type AuthFormText, authFormText } from '#src/auth/form-text.ts'
import type { Locale } from '#src/i18n/locales.ts'

/** The builder composes keys itself (validation.<problem>, errors.<key>). */
type Translate = Parameters<typeof authFormText>[0]

/** The strings of the sign-in or registration form in `locale`, read from the message files on the server. */
export async function authFormTextFor(locale: Locale, flow: AuthFlow): Promise<AuthFormText> {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'auth' }), getMessages({ locale })])
  return authFormText(t as unknown as Translate, messages.auth, flow)
}
