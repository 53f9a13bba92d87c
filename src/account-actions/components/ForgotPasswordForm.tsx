'use client'

import { type FormEvent, useState } from 'react'

import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { MAX_EMAIL_LENGTH } from '#src/auth/registration.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { postJson } from '#src/account-actions/components/post.ts'
import { type AccountActionsText, refusalMessage } from '#src/account-actions/text.ts'
import styles from '#src/auth/components/AuthForm.module.css'
import { TextField } from '#src/components/ui/TextField.tsx'

/**
 * «¿Olvidaste tu contraseña?»: the e-mail, then the same words whatever the address (the server
 * never says whether it has an account). `fieldLabel`: the sign-in form's own label for the e-mail.
 */
export function ForgotPasswordForm({
  locale,
  text,
  fieldLabel,
}: {
  locale: Locale
  text: AccountActionsText
  fieldLabel: string
}) {
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const email = input.value.trim()
    const local = !email ? 'emailRequired' : email.length > MAX_EMAIL_LENGTH ? 'emailTooLong' : null
    if (local) {
      setSent(false)
      setError(text.errors[local])
      input.focus()
      return
    }
    setPending(true)
    setError(null)
    const result = await postJson('/api/auth/password-reset', { email, locale })
    setPending(false)
    if (result.ok) setSent(true)
    else {
      setSent(false)
      setError(refusalMessage(text, result.body))
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} method="post" action="/api/auth/form">
      <FormBanner message={error} />
      {sent ? <FormBanner message={text.forgot.sent} tone="info" /> : null}
      <TextField
        id="forgot-email"
        name="email"
        label={fieldLabel}
        type="email"
        autoComplete="email"
        invalid={Boolean(error)}
      />
      <button className={`button ${styles.submit}`} type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? text.forgot.submitting : text.forgot.submit}
      </button>
    </form>
  )
}
