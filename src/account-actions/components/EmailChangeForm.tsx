'use client'

import { type FormEvent, useState } from 'react'

import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { MAX_EMAIL_LENGTH } from '#src/auth/registration.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { postJson } from '#src/account-actions/components/post.ts'
import { type AccountActionsText, fill, refusalMessage } from '#src/account-actions/text.ts'
import styles from '#src/auth/components/AuthForm.module.css'
import { TextField } from '#src/components/ui/TextField.tsx'

/** The change of e-mail: the new address and the current password; the change waits for the new address's link. */
export function EmailChangeForm({ locale, text }: { locale: Locale; text: AccountActionsText }) {
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const t = text.email

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement
    const newEmail = input('newEmail').value.trim()
    const password = input('password').value
    const local = !newEmail
      ? (['emailRequired', 'newEmail'] as const)
      : newEmail.length > MAX_EMAIL_LENGTH
        ? (['emailTooLong', 'newEmail'] as const)
        : !password
          ? (['passwordRequired', 'password'] as const)
          : null
    setSent(null)
    if (local) {
      setError({ message: text.errors[local[0]], field: local[1] })
      input(local[1]).focus()
      return
    }
    setPending(true)
    setError(null)
    const result = await postJson('/api/auth/email', { newEmail, password, locale })
    setPending(false)
    if (result.ok) {
      setSent(fill(t.sent, { email: newEmail }))
      form.reset()
      return
    }
    const code = (result.body as { error?: string } | null)?.error
    const field = code === 'wrongPassword' ? 'password' : code && /email|Email/.test(code) ? 'newEmail' : null
    setError({ message: refusalMessage(text, result.body), field })
    if (field) input(field).focus()
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} method="post" action="/api/auth/form">
      <FormBanner message={error?.message ?? null} />
      {sent ? <FormBanner message={sent} tone="info" /> : null}
      <TextField
        id="email-new"
        name="newEmail"
        label={t.newEmail}
        type="email"
        autoComplete="email"
        invalid={error?.field === 'newEmail'}
      />
      <TextField
        id="email-password"
        name="password"
        label={t.password}
        type="password"
        autoComplete="current-password"
        invalid={error?.field === 'password'}
      />
      <button className={`button ${styles.submit}`} type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t.submitting : t.submit}
      </button>
    </form>
  )
}
