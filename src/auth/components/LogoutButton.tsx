'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { signOut } from '#src/auth/client/account.ts'
import { toast } from '#src/components/toast/toast.ts'
import { useRouter } from '#src/i18n/router.ts'
import styles from '#src/auth/components/DashboardHeader.module.css'

/** Ends the server's and the browser's session, then goes home; says so if it could not. */
export function LogoutButton() {
  const t = useTranslations('dashboard')
  const router = useRouter()
  const [pending, setPending] = useState(false)

  async function logout() {
    setPending(true)
    try {
      await signOut()
    } catch {
      setPending(false)
      toast.error(t('logoutErrorTitle'), { description: t('logoutError') })
      return
    }
    toast.success(t('logoutSuccess'))
    router.replace('/')
    router.refresh()
  }

  return (
    <button
      type="button"
      className={`button button--secondary ${styles.logout}`}
      onClick={logout}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? t('loggingOut') : t('logout')}
    </button>
  )
}
