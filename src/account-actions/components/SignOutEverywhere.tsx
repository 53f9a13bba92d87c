'use client'

import { useState } from 'react'

import { signOut } from '#src/auth/client/account.ts'
import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { toast } from '#src/components/toast/toast.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { AccountActionsText } from '#src/account-actions/text.ts'

/**
 * The one button of «Cerrar sesión en todos los dispositivos»: the server revokes every refresh
 * token of the account, so every session cookie issued before (this browser's and any other's) is
 * refused from then on (DELETE /api/auth/session, src/auth/server/http.ts); then this browser is
 * signed out of Firebase too and goes to the sign-in page.
 */
export function SignOutEverywhere({ locale, text }: { locale: Locale; text: AccountActionsText }) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onClick() {
    setPending(true)
    setError(null)
    try {
      await signOut()
    } catch {
      setPending(false)
      setError(text.errors.unavailable)
      return
    }
    toast.success(text.sessions.done)
    // A full load: nothing of the dashboard stays in the router's cache.
    window.location.assign(localizedPath(locale, '/login'))
  }

  return (
    <div>
      <FormBanner message={error} />
      <button type="button" className="button" onClick={onClick} disabled={pending} aria-busy={pending || undefined}>
        {pending ? text.sessions.submitting : text.sessions.submit}
      </button>
    </div>
  )
}
