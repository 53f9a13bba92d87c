'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useRef } from 'react'

import { type Locale, locales } from '@/i18n/locales'
import { twinPath } from '@/i18n/paths'
import { rememberLanguage } from '@/i18n/persistence'

import { LanguageTriggerContent } from './LanguageTriggerContent'

type Props = { locale: Locale; label: string; names: Record<Locale, string> }

/**
 * The header's language menu: a button and a native popover listing Español and English, the
 * current one marked, each a link to this page in that language. The browser opens and closes it
 * (Escape, a click outside, the button again) and it works without JavaScript; choosing one is the
 * only thing that stores the visitor's language (src/i18n/persistence.ts).
 */
export function LanguageSwitcher({ locale, label, names }: Props) {
  const pathname = usePathname()
  const menu = useRef<HTMLUListElement>(null)
  return (
    <div className="language-switcher">
      <button type="button" className="language-switcher__trigger" aria-label={label} popoverTarget="language-menu" data-testid="language-switcher">
        <LanguageTriggerContent locale={locale} />
      </button>
      <ul id="language-menu" ref={menu} popover="auto" className="language-switcher__menu" data-testid="language-menu">
        {locales.map((code) => (
          <li key={code}>
            <NextLink
              href={twinPath(pathname, code)}
              lang={code}
              hrefLang={code}
              className="language-switcher__item"
              aria-current={code === locale ? 'true' : undefined}
              scroll={false}
              onClick={() => {
                rememberLanguage(code)
                menu.current?.hidePopover()
              }}
            >
              <span className="language-switcher__check" aria-hidden="true">
                {code === locale ? '✓' : ''}
              </span>
              {names[code]}
            </NextLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
