import type { Locale } from '#src/i18n/locales.ts'
import { LanguageMenu } from '#src/components/layout/LanguageMenu.tsx'
import { LanguageTriggerContent } from '#src/components/layout/LanguageTriggerContent.tsx'
import styles from '#src/components/layout/Header.module.css'

type Props = { locale: Locale; label: string; names: Record<Locale, string> }

/**
 * The header's language menu: a button and a native popover listing Español and English (./LanguageMenu).
 * The browser opens and closes it (Escape, a click outside, the button again), so it works without
 * JavaScript; the button is rendered here, on the server.
 */
export function LanguageSwitcher({ locale, label, names }: Props) {
  return (
    <div>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={label}
        popoverTarget="language-menu"
        data-testid="language-switcher"
      >
        <LanguageTriggerContent locale={locale} />
      </button>
      <LanguageMenu locale={locale} names={names} />
    </div>
  )
}
