'use client'

import { type FormEvent, useEffect, useState } from 'react'

import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { MIN_PASSWORD_LENGTH } from '#src/auth/registration.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { ActionMode } from '#src/account-actions/codes.ts'
import { FORGOT_PASSWORD_PAGE } from '#src/account-actions/links.ts'
import { postJson } from '#src/account-actions/components/post.ts'
import { type AccountActionsText, fill, refusalMessage } from '#src/account-actions/text.ts'
import styles from '#src/auth/components/AuthForm.module.css'
import { TextField } from '#src/components/ui/TextField.tsx'

type State =
  | { step: 'checking' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; mode: ActionMode; email: string; error: string | null; pending: boolean }
  | { step: 'done'; mode: ActionMode; email: string }

/** The code and mode of the link that opened the page (the page itself is the same for everyone). */
function codeOfLink(): string {
  return new URLSearchParams(window.location.search).get('oobCode') ?? ''
}

/**
 * The site's action page: every link in an account mail opens here (src/account-actions/links.ts).
 * It asks the server what the code is for, then shows the one step it needs: a new password (with
 * its confirmation), or a button that confirms the address or the change. Nothing is used on
 * opening: a mail scanner that follows the link changes nothing. Every refusal (malformed, used or
 * expired code, weak password) is said in the page's language, with the way on.
 */
export function ActionView({ locale, text }: { locale: Locale; text: AccountActionsText }) {
  const [state, setState] = useState<State>({ step: 'checking' })
  const t = text.action

  useEffect(() => {
    let current = true
    void postJson('/api/auth/action', { oobCode: codeOfLink(), locale }).then((result) => {
      if (!current) return
      const body = result.body as { mode?: ActionMode; email?: string } | null
      if (result.ok && body?.mode)
        setState({ step: 'ready', mode: body.mode, email: body.email ?? '', error: null, pending: false })
      else setState({ step: 'failed', message: refusalMessage(text, result.body) })
    })
    return () => {
      current = false
    }
  }, [locale, text])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.step !== 'ready' || state.pending) return
    const form = event.currentTarget
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    const passwords = { newPassword: value('newPassword'), confirmPassword: value('confirmPassword') }
    if (state.mode === 'resetPassword') {
      // The spec's order (section 9): the passwords match, then at least 6 characters.
      const local =
        passwords.newPassword !== passwords.confirmPassword
          ? ('passwordsDoNotMatch' as const)
          : passwords.newPassword.length < MIN_PASSWORD_LENGTH
            ? ('weakPassword' as const)
            : null
      if (local) {
        setState({ ...state, error: text.errors[local] })
        ;(form.elements.namedItem(local === 'weakPassword' ? 'newPassword' : 'confirmPassword') as HTMLElement).focus()
        return
      }
    }
    setState({ ...state, pending: true, error: null })
    const result = await postJson('/api/auth/action', { oobCode: codeOfLink(), locale, apply: true, ...passwords })
    const body = result.body as { email?: string } | null
    if (result.ok) setState({ step: 'done', mode: state.mode, email: body?.email ?? state.email })
    else if (result.status === 410) setState({ step: 'failed', message: refusalMessage(text, result.body) })
    else setState({ ...state, pending: false, error: refusalMessage(text, result.body) })
  }

  const loginHref = localizedPath(locale, '/login')
  if (state.step === 'checking')
    return (
      <p role="status" className={styles.form}>
        {t.checking}
      </p>
    )
  if (state.step === 'failed')
    return (
      <div className={styles.form} data-testid="action-failed">
        <h2>{t.failedTitle}</h2>
        <FormBanner message={state.message} />
        <p>
          <a href={localizedPath(locale, FORGOT_PASSWORD_PAGE)}>{t.forgotLink}</a>
        </p>
        <p>
          <a href={loginHref}>{t.loginLink}</a>
        </p>
      </div>
    )
  if (state.step === 'done') {
    const done = { resetPassword: t.resetDone, verifyEmail: t.verifyDone, verifyAndChangeEmail: t.changeDone }[
      state.mode
    ]
    const next =
      state.mode === 'verifyEmail'
        ? { href: localizedPath(locale, '/dashboard'), label: t.dashboardLink }
        : { href: loginHref, label: t.loginLink }
    return (
      <div className={styles.form} data-testid="action-done">
        <FormBanner message={fill(done, { email: state.email })} tone="info" />
        <p>
          <a className="button" href={next.href}>
            {next.label}
          </a>
        </p>
      </div>
    )
  }

  const heading = { resetPassword: t.resetTitle, verifyEmail: t.verifyTitle, verifyAndChangeEmail: t.changeTitle }[
    state.mode
  ]
  const submit = { resetPassword: t.resetSubmit, verifyEmail: t.verifySubmit, verifyAndChangeEmail: t.changeSubmit }[
    state.mode
  ]
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="action-title">
      <h2 id="action-title">{heading}</h2>
      <FormBanner message={state.error} />
      {state.mode === 'resetPassword' ? (
        <>
          <p>{fill(t.resetFor, { email: state.email })}</p>
          {/* The account's name for password managers, which save the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
          <TextField
            id="action-new-password"
            name="newPassword"
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            hint={t.passwordHint}
          />
          <TextField
            id="action-confirm-password"
            name="confirmPassword"
            label={t.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
        </>
      ) : (
        <p>{state.mode === 'verifyAndChangeEmail' ? fill(t.changeFor, { email: state.email }) : state.email}</p>
      )}
      <button
        className={`button ${styles.submit}`}
        type="submit"
        disabled={state.pending}
        aria-busy={state.pending || undefined}
      >
        {state.pending ? (state.mode === 'resetPassword' ? t.resetSubmitting : t.applying) : submit}
      </button>
    </form>
  )
}
