'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'

import { forgetBrowserSession, signIn } from '#src/auth/client/account.ts'
import { orderedChecks, type ValidationProblem } from '#src/auth/components/checks.ts'
import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { TextField } from '#src/auth/components/TextField.tsx'
import { useAuthSubmit } from '#src/auth/components/useAuthSubmit.ts'
import styles from '#src/auth/components/AuthForm.module.css'

type Values = { email: string; password: string }

/** Both fields are required; the e-mail's format is the provider's to judge (spec, section 5). */
const resolver = orderedChecks<Values>(
  (values) =>
    !values.email.trim()
      ? { field: 'email', problem: 'emailRequired' }
      : !values.password
        ? { field: 'password', problem: 'passwordRequired' }
        : null,
  (values) => ({ ...values, email: values.email.trim() }),
)

const subscribeNever = () => () => {}
/** The dashboard's gate sends a doctor whose session ended here with ?session=expired. */
const arrivedFromEndedSession = () => new URLSearchParams(window.location.search).get('session') === 'expired'

export function LoginForm() {
  const t = useTranslations('auth')
  const { failure, done, submit } = useAuthSubmit('signIn')
  const sessionEnded = useSyncExternalStore(subscribeNever, arrivedFromEndedSession, () => false)
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { email: '', password: '' },
  })
  const localProblem = formState.errors.email?.message ?? formState.errors.password?.message
  const busy = formState.isSubmitting || done

  // Arriving from a session the server ended (revoked, disabled, expired): sign the browser out too.
  useEffect(() => {
    if (sessionEnded) forgetBrowserSession().catch(() => {})
  }, [sessionEnded])

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => submit((locale) => signIn(values.email, values.password, locale)))}
    >
      <FormBanner message={localProblem ? t(`validation.${localProblem as ValidationProblem}`) : failure} />
      {!localProblem && !failure && sessionEnded ? <FormBanner message={t('login.sessionEnded')} tone="info" /> : null}
      <TextField
        id="login-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        invalid={Boolean(formState.errors.email)}
        registration={register('email')}
      />
      <TextField
        id="login-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        invalid={Boolean(formState.errors.password)}
        registration={register('password')}
      />
      <button className={`button ${styles.submit}`} type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  )
}
