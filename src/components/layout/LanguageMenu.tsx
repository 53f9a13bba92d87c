'use client'

import { usePathname } from 'next/navigation'

import { type Locale, locales } from '#src/i18n/locales.ts'
import { twinPath } from '#src/i18n/paths.ts'
import { rememberLanguage } from '#src/i18n/persistence.ts'

type Props = { locale: Locale; names: Record<Locale, string> }

/**
 * The language menu's list (the popover LanguageSwitcher opens): a link to this page in each
 * language, the current one marked. The only client part of the menu, because the address of this
 * page's twin is known here for every page of the layout. Plain links: the language is the root
 * layout's segment, so Next would load the other language's page in full anyway. Choosing one is
 * the only thing that stores the visitor's language (src/i18n/persistence.ts).
 */
export function LanguageMenu({ locale, names }: Props) {
  const pathname = usePathname()
  return (
    <ul id="language-menu" popover="auto" className="language-switcher__menu" data-testid="language-menu">
      {locales.map((code) => (
        <li key={code}>
          <a
            href={twinPath(pathname, code)}
            lang={code}
            hrefLang={code}
            className="language-switcher__item"
            aria-current={code === locale ? 'true' : undefined}
            onClick={(event) => {
              rememberLanguage(code)
              ;(event.currentTarget.closest('[popover]') as HTMLElement).hidePopover()
            }}
          >
            <span className="language-switcher__check" aria-hidden="true">
              {code === locale ? '✓' : ''}
            </span>
            {names[code]}
          </a>
        </li>
      ))}
    </ul>
  )
}
