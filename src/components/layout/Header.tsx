import { getTranslations } from 'next-intl/server'

import { getHeader, getSiteSettings } from '@/data/globals'
import type { Locale } from '@/i18n/locales'

import { BrandLink } from './BrandLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileNav } from './MobileNav'
import { NavLink } from './NavLink'

/** Fixed header: brand, links from the CMS, language switcher; a drawer on small screens. */
export async function Header({ locale }: { locale: Locale }) {
  const [header, settings, t] = await Promise.all([getHeader(locale), getSiteSettings(locale), getTranslations('nav')])
  const links = (header.links ?? []).map(({ id, label, href, appearance }) => ({ id, label, href, appearance }))
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink settings={settings} />
        <nav aria-label={t('label')} className="site-nav">
          <ul className="site-nav__links">
            {links.map((link) => (
              <li key={link.id ?? link.href}>
                <NavLink href={link.href} className={`site-nav__link site-nav__link--${link.appearance}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitcher />
          <MobileNav links={links} />
        </div>
      </div>
    </header>
  )
}
