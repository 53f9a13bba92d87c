import { getTranslations } from 'next-intl/server'

import { getHeader, getSiteSettings } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/paths'

import { BrandLink } from './BrandLink'
import { languageLabels } from './language-labels'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileNav } from './MobileNav'
import { NavLink } from './NavLink'

/**
 * Fixed header: brand, links from the CMS, language menu; a drawer on small screens. Addresses and
 * labels are worked out here, on the server, so the client parts carry no translation code.
 */
export async function Header({ locale }: { locale: Locale }) {
  const [header, settings, t, language] = await Promise.all([getHeader(locale), getSiteSettings(locale), getTranslations('nav'), languageLabels(locale)])
  const links = (header.links ?? []).map(({ id, label, href, appearance }) => ({ id, label, href: localizedHref(href, locale), appearance }))
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink settings={settings} locale={locale} />
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
          <LanguageSwitcher locale={locale} {...language} />
          <MobileNav links={links} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle'), nav: t('label') }} />
        </div>
      </div>
    </header>
  )
}
