'use client'

import { useState } from 'react'

import type { Locale } from '#src/i18n/locales.ts'
import { postJson } from '#src/account-actions/components/post.ts'
import { type AccountActionsText, fill, refusalMessage } from '#src/account-actions/text.ts'
import styles from '#src/account-actions/components/VerifyNotice.module.css'

/**
 * The dashboard's notice while the doctor's e-mail is not confirmed, with «Reenviar» (the
 * confirmation mail again; the server allows 3 an hour). What happened is announced (role status).
 */
export function VerifyNotice({ email, locale, text }: { email: string; locale: Locale; text: AccountActionsText }) {
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<{ message: string; error: boolean } | null>(null)
  const t = text.verify

  async function resend() {
    setPending(true)
    const answer = await postJson('/api/auth/verification', { locale })
    setPending(false)
    setResult(
      answer.ok
        ? { message: fill(t.resent, { email }), error: false }
        : { message: refusalMessage(text, answer.body), error: true },
    )
  }

  return (
    <section className={`card ${styles.notice}`} aria-label={fill(t.notice, { email })} data-testid="verify-notice">
      <p>{fill(t.notice, { email })}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={resend}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? t.resending : t.resend}
      </button>
      <p role={result?.error ? 'alert' : 'status'} className={styles.result}>
        {result?.message ?? ''}
      </p>
    </section>
  )
}
