import { getTranslations } from 'next-intl/server'

import { BrandLink } from '#src/components/layout/BrandLink.tsx'
import { languageLabels } from '#src/components/layout/language-labels.ts'
import { LanguageSwitcher } from '#src/components/layout/LanguageSwitcher.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import type { SiteSetting } from '#src/payload-types.ts'
import { LogoutButton } from '#src/auth/components/LogoutButton.tsx'
import header from '#src/components/layout/Header.module.css'
import styles from '#src/auth/components/DashboardHeader.module.css'

/** The dashboard's header: logo, language switcher, greeting (display name, else e-mail), «Mi cuenta» and logout. */
export async function DashboardHeader({
  settings,
  greetingName,
  locale,
}: {
  settings: SiteSetting
  greetingName: string
  locale: Locale
}) {
  const [t, account, language] = await Promise.all([
    getTranslations('dashboard'),
    getTranslations('myAccount'),
    languageLabels(locale),
  ])
  return (
    <header className={`${header.header} ${styles.header}`} data-testid="site-header">
      <div className={header.inner}>
        <BrandLink settings={settings} locale={locale} compact />
        <div className={`${header.tools} ${styles.tools}`}>
          <p className={styles.greeting} data-testid="greeting">
            {t('greeting', { name: greetingName })}
          </p>
          <a className={styles.account} href={localizedPath(locale, '/dashboard/account')}>
            {account('headerLink')}
          </a>
          <LanguageSwitcher locale={locale} {...language} />
          <LogoutButton />
        </div>
      </div>
    </header>
  )
}
