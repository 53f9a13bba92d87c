'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { forgetBrowserSession, signIn } from '#src/auth/client/account.ts'
import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { TextField } from '#src/components/ui/TextField.tsx'
import { type Check, useAuthForm } from '#src/auth/components/useAuthForm.ts'
import type { AuthFormText } from '#src/auth/form-text.ts'
import type { Locale } from '#src/i18n/locales.ts'
import styles from '#src/auth/components/AuthForm.module.css'

type Values = { email: string; password: string }

/** Both fields are required; the e-mail's format is the provider's to judge (spec, section 5). */
const check: Check<Values> = (values) =>
  !values.email.trim()
    ? { field: 'email', problem: 'emailRequired' }
    : !values.password
      ? { field: 'password', problem: 'passwordRequired' }
      : null

const clean = (values: Values): Values => ({ ...values, email: values.email.trim() })

const subscribeNever = () => () => {}
/**
 * The dashboard's gate sends a doctor whose session ended here with ?session=expired; closing the
 * account (src/account/server/actions.ts) with ?session=closed.
 */
const endedSession = () => new URLSearchParams(window.location.search).get('session')
const arrivedFromEndedSession = () => ['expired', 'closed'].includes(endedSession() ?? '')
const arrivedFromClosedAccount = () => endedSession() === 'closed'

/** `text`: the form's strings, resolved on the server (src/auth/server/form-text.ts). */
export function LoginForm({ locale, text }: { locale: Locale; text: AuthFormText }) {
  const form = useAuthForm<Values>({
    flow: 'signIn',
    locale,
    text,
    check,
    clean,
    action: (values, language) => signIn(values.email, values.password, language),
  })
  const sessionEnded = useSyncExternalStore(subscribeNever, arrivedFromEndedSession, () => false)
  const accountClosed = useSyncExternalStore(subscribeNever, arrivedFromClosedAccount, () => false)

  // Arriving from a session the server ended (revoked, disabled, expired): sign the browser out too.
  useEffect(() => {
    if (sessionEnded) forgetBrowserSession().catch(() => {})
  }, [sessionEnded])

  return (
    <form className={styles.form} {...form.formProps}>
      <FormBanner message={form.banner} />
      <noscript>
        <FormBanner message={text.noScript} tone="info" />
      </noscript>
      {!form.banner && sessionEnded ? (
        <FormBanner message={accountClosed ? text.accountClosed : text.sessionEnded} tone="info" />
      ) : null}
      <TextField
        id="login-email"
        name="email"
        label={text.fields.email}
        type="email"
        autoComplete="email"
        invalid={form.invalid('email')}
      />
      <TextField
        id="login-password"
        name="password"
        label={text.fields.password}
        type="password"
        autoComplete="current-password"
        invalid={form.invalid('password')}
      />
      <button
        className={`button ${styles.submit}`}
        type="submit"
        disabled={form.busy}
        aria-busy={form.busy || undefined}
      >
        {form.busy ? text.submitting : text.submit}
      </button>
    </form>
  )
}
