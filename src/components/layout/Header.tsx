import { getTranslations } from 'next-intl/server'

import { getHeader, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedHref } from '#src/i18n/paths.ts'
import { resolveLinks } from '#src/page-builder/links.ts'
import { BrandLink } from '#src/components/layout/BrandLink.tsx'
import { languageLabels } from '#src/components/layout/language-labels.ts'
import { LanguageSwitcher } from '#src/components/layout/LanguageSwitcher.tsx'
import { MenuIcon } from '#src/components/layout/MenuIcon.tsx'
import { MobileNav } from '#src/components/layout/Interactive.tsx'
import { SiteLink } from '#src/components/layout/SiteLink.tsx'
import styles from '#src/components/layout/Header.module.css'

/** A link's look, as marketing chose it in the header global. */
const appearance = { link: undefined, secondary: styles.secondary, primary: styles.primary } as const

/**
 * Fixed header: brand, links from the CMS, language menu; a drawer on small screens. Addresses and
 * labels are worked out here, on the server, so the client parts carry no translation code.
 */
const linkClass = (look: keyof typeof appearance) => [styles.link, appearance[look]].filter(Boolean).join(' ')

export async function Header({ locale }: { locale: Locale }) {
  const [header, settings, t, language] = await Promise.all([
    getHeader(locale),
    getSiteSettings(locale),
    getTranslations('nav'),
    languageLabels(locale),
  ])
  // A link to a page made from blocks: its address in this language, or left out once unpublished.
  const links = (await resolveLinks(header.links, locale)).map(({ id, label, href, appearance }) => ({
    id,
    label,
    href: localizedHref(href, locale),
    appearance,
  }))
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.inner}>
        <BrandLink settings={settings} locale={locale} />
        <nav aria-label={t('label')} className={styles.nav} data-testid="site-nav">
          <ul className={styles.navLinks}>
            {links.map((link) => (
              <li key={link.id ?? link.href}>
                <SiteLink href={link.href} className={linkClass(link.appearance)}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher locale={locale} {...language} />
          <MobileNav
            openLabel={t('openMenu')}
            icon={<MenuIcon />}
            classes={{ trigger: `${styles.iconButton} ${styles.drawerTrigger}`, drawer: styles.drawer }}
          >
            <div className={styles.panel}>
              <div className={styles.top}>
                <h2 id="mobile-nav-title" className={styles.title}>
                  {t('menuTitle')}
                </h2>
                <button type="button" className={styles.iconButton} aria-label={t('closeMenu')} data-drawer-close>
                  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <nav aria-label={t('label')}>
                <ul className={styles.drawerLinks}>
                  {links.map((link) => (
                    <li key={link.id ?? link.href}>
                      <SiteLink href={link.href} className={linkClass(link.appearance)}>
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </MobileNav>
        </div>
      </div>
    </header>
  )
}
