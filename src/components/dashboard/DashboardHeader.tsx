import { getTranslations } from 'next-intl/server'

import { BrandLink } from '@/components/layout/BrandLink'
import { languageLabels } from '@/components/layout/language-labels'
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { LogoutButton } from './LogoutButton'

/** The dashboard's header: logo, language switcher, greeting (display name, else e-mail) and logout. */
export async function DashboardHeader({ settings, greetingName, locale }: { settings: SiteSetting; greetingName: string; locale: Locale }) {
  const [t, language] = await Promise.all([getTranslations('dashboard'), languageLabels(locale)])
  return (
    <header className="site-header dashboard-header">
      <div className="site-header__inner">
        <BrandLink settings={settings} locale={locale} />
        <div className="site-header__tools dashboard-header__tools">
          <p className="dashboard-header__greeting" data-testid="greeting">
            {t('greeting', { name: greetingName })}
          </p>
          <LanguageSwitcher locale={locale} {...language} />
          <LogoutButton />
        </div>
      </div>
    </header>
  )
}
