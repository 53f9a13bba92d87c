'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { type AuthFlow, authErrorKey } from '#src/auth/errors.ts'
import { toast } from '#src/components/toast/toast.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { useRouter } from '#src/i18n/router.ts'

/**
 * What both forms do once their own checks passed: call Firebase (through `action`), then either
 * the success toast and the dashboard, or the catalogue's message for the failure.
 */
export function useAuthSubmit(flow: AuthFlow) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)

  async function submit(action: (locale: Locale) => Promise<void>) {
    setFailure(null)
    try {
      await action(locale)
    } catch (error) {
      setFailure(t(`errors.${authErrorKey(error, flow)}`))
      return
    }
    setDone(true)
    toast.success(t(flow === 'signIn' ? 'login.success' : 'register.success'))
    router.replace('/dashboard')
  }

  return { failure, setFailure, done, submit }
}
