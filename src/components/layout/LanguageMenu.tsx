import { type Locale, locales } from '#src/i18n/locales.ts'
import { LANGUAGE_PARAM } from '#src/i18n/paths.ts'
import styles from '#src/components/layout/Header.module.css'

type Props = { locale: Locale; names: Record<Locale, string> }

/**
 * The language menu's list (the popover LanguageSwitcher opens): a link to this page in each
 * language, the current one marked. Rendered on the server and shipping no JavaScript: each link
 * is `?language=…` on the current page, an address the server renders without knowing the page's
 * path; the proxy sends it to the page's twin in that language and the page's inline script stores
 * the choice (src/i18n/paths.ts, src/i18n/persistence.ts). Choosing one is the only thing that
 * stores the visitor's language.
 */
export function LanguageMenu({ locale, names }: Props) {
  return (
    <ul id="language-menu" popover="auto" className={styles.languageMenu} data-testid="language-menu">
      {locales.map((code) => (
        <li key={code}>
          <a
            href={`?${LANGUAGE_PARAM}=${code}`}
            lang={code}
            hrefLang={code}
            className={styles.languageItem}
            aria-current={code === locale ? 'true' : undefined}
          >
            <span className={styles.languageCheck} aria-hidden="true">
              {code === locale ? '✓' : ''}
            </span>
            {names[code]}
          </a>
        </li>
      ))}
    </ul>
  )
}
