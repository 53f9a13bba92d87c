'use client'

import { useLocale } from 'next-intl'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { defaultLocale } from '@/i18n/locales'
import { usePathname, useRouter } from '@/i18n/navigation'
import { rememberLanguage, storedLanguage } from '@/i18n/persistence'

/**
 * A visitor who chose English and arrives at a Spanish (unprefixed, default) URL is taken to its
 * English twin. The proxy does this before any HTML when the language cookie is there; this covers
 * a visitor whose browser kept the stored choice but not the cookie. An explicit /en URL is never
 * redirected. Renders nothing.
 */
export function LanguageRestorer() {
  const locale = useLocale()
  const router = useRouter()
  const pathname = usePathname()
  const params = useParams()

  useEffect(() => {
    const stored = storedLanguage()
    if (!stored || stored === defaultLocale || locale !== defaultLocale) return
    rememberLanguage(stored)
    // @ts-expect-error -- params of the current dynamic route are passed through unchanged
    router.replace({ pathname, params }, { locale: stored })
  }, [locale, pathname, params, router])

  return null
}
