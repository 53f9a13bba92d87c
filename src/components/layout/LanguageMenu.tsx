'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useLocale, useTranslations } from 'next-intl'
import { useParams } from 'next/navigation'
import { useTransition } from 'react'

import { type Locale, locales } from '@/i18n/locales'
import { usePathname, useRouter } from '@/i18n/navigation'
import { rememberLanguage } from '@/i18n/persistence'

import { LanguageTriggerContent } from './LanguageTriggerContent'

/**
 * The language menu itself (Radix dropdown menu): Español and English, the current one marked;
 * the choice is remembered. Loaded by LanguageSwitcher when the visitor first opens it, open.
 * Not modal: a menu of two choices need not hide the page (Escape, Tab or a click outside close it).
 */
export default function LanguageMenu({ label }: { label: string }) {
  const t = useTranslations('language')
  const locale = useLocale() as Locale
  const router = useRouter()
  const pathname = usePathname()
  const params = useParams()
  const [pending, startTransition] = useTransition()

  function choose(next: string) {
    const target = next as Locale
    rememberLanguage(target)
    if (target === locale) return
    startTransition(() => {
      // @ts-expect-error -- params of the current dynamic route are passed through unchanged
      router.replace({ pathname, params }, { locale: target, scroll: false })
    })
  }

  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger className="language-switcher__trigger" aria-label={label} disabled={pending} data-testid="language-switcher">
        <LanguageTriggerContent locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="language-switcher__menu" align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={locale} onValueChange={choose}>
            {locales.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className="language-switcher__item" lang={code}>
                <DropdownMenu.ItemIndicator className="language-switcher__check">✓</DropdownMenu.ItemIndicator>
                {t(`names.${code}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
