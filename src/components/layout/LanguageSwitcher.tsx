'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { LanguageTriggerContent } from './LanguageTriggerContent'

const loadMenu = () => import('./LanguageMenu')
const LanguageMenu = lazy(loadMenu)

/**
 * The header's language dropdown. Until the visitor first opens it, it is a plain button: the
 * menu's code (Radix, with its positioning library) is fetched when the pointer or focus reaches
 * the button and runs only once it is opened, keeping it out of every page's first load.
 */
export function LanguageSwitcher() {
  const t = useTranslations('language')
  const locale = useLocale() as Locale
  const [opened, setOpened] = useState(false)
  // The visible code (ES, EN) is part of the name, so speech users can say what they see.
  const label = t('label', { current: t(`names.${locale}`), code: locale.toUpperCase() })
  const button = (
    <button
      type="button"
      className="language-switcher__trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-switcher"
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setOpened(true)}
    >
      <LanguageTriggerContent locale={locale} />
    </button>
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <LanguageMenu label={label} />
    </Suspense>
  )
}
