import { getTranslations } from 'next-intl/server'

import { BrandLink } from '@/components/layout/BrandLink'
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import type { SiteSetting } from '@/payload-types'

import { LogoutButton } from './LogoutButton'

/** The dashboard's header: logo, language switcher, greeting (display name, else e-mail) and logout. */
export async function DashboardHeader({ settings, greetingName }: { settings: SiteSetting; greetingName: string }) {
  const t = await getTranslations('dashboard')
  return (
    <header className="site-header dashboard-header">
      <div className="site-header__inner">
        <BrandLink settings={settings} />
        <div className="site-header__tools dashboard-header__tools">
          <p className="dashboard-header__greeting" data-testid="greeting">
            {t('greeting', { name: greetingName })}
          </p>
          <LanguageSwitcher />
          <LogoutButton />
        </div>
      </div>
    </header>
  )
}
