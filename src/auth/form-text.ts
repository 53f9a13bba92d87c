import type { Messages } from 'next-intl'

import type { AuthErrorKey, AuthFlow } from '#src/auth/errors.ts'

/** A problem the form reports on a field: a key under auth.validation in the message files. */
export type ValidationProblem = keyof Messages['auth']['validation']

/**
 * Every string a sign-in or registration form shows, in one language. Resolved on the server and
 * handed to the form as a prop: the pages then ship no translation code or message catalogue to
 * the browser (docs/performance.md, the budget of /login and /register), as the contact form does.
 */
export type AuthFormText = {
  fields: Record<keyof Messages['auth']['fields'], string>
  validation: Record<ValidationProblem, string>
  errors: Record<AuthErrorKey, string>
  submit: string
  submitting: string
  success: string
  /** Sign-in only: the notice for a doctor sent back by the dashboard's gate (?session=expired). */
  sessionEnded: string
  /** Sign-in only: the notice after closing the account (?session=closed). */
  accountClosed: string
  /** Shown only without JavaScript (<noscript>): the forms need it (src/auth/form-fallback.ts). */
  noScript: string
}

/** Keys under `auth.` in the message files (next-intl's getTranslations({ namespace: 'auth' })). */
type Translate = (key: string) => string

/** Each key of a group of the catalogue, resolved through `t` (so ICU quoting is applied as elsewhere). */
function group<K extends string>(t: Translate, prefix: string, keys: Record<K, unknown>): Record<K, string> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>
}

/** `catalogue`: the language's `auth` messages, for the list of keys (the same in es.json and en.json). */
export function authFormText(t: Translate, catalogue: Messages['auth'], flow: AuthFlow): AuthFormText {
  const own = flow === 'signIn' ? 'login' : 'register'
  return {
    fields: group(t, 'fields', catalogue.fields),
    validation: group(t, 'validation', catalogue.validation),
    errors: group(t, 'errors', catalogue.errors),
    submit: t(`${own}.submit`),
    submitting: t(`${own}.submitting`),
    success: t(`${own}.success`),
    sessionEnded: t('login.sessionEnded'),
    accountClosed: t('login.accountClosed'),
    noScript: t('noScript'),
  }
}
