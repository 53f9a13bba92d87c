import { getTranslations } from 'next-intl/server'

import { getFooter, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { mailtoLink, whatsappLink } from '#src/contact/links.ts'
import { resolveLinks } from '#src/page-builder/links.ts'
import styles from '#src/components/layout/Footer.module.css'

const socialNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
}

export async function Footer({ locale }: { locale: Locale }) {
  const [footer, settings, t] = await Promise.all([
    getFooter(locale),
    getSiteSettings(locale),
    getTranslations('footer'),
  ])
  // Links to pages made from blocks: their address in this language, or left out once unpublished.
  const columns = await Promise.all(
    (footer.columns ?? []).map(async (column) => ({ ...column, links: await resolveLinks(column.links, locale) })),
  )
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{settings.brandName}</p>
          <p>{settings.tagline}</p>
          <ul className={styles.contact}>
            <li>
              <a href={mailtoLink(settings.salesEmail)}>{t('sales', { email: settings.salesEmail })}</a>
            </li>
            <li>
              <a href={whatsappLink(settings.whatsappNumber, settings.whatsappGreeting)} rel="noopener" target="_blank">
                {t('whatsapp')}
              </a>
            </li>
          </ul>
          {settings.socialLinks?.length ? (
            <ul className={styles.social} aria-label={t('social')}>
              {settings.socialLinks.map((link) => (
                <li key={link.id ?? link.url}>
                  <a href={link.url} rel="noopener me" target="_blank">
                    {socialNames[link.platform] ?? link.platform}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column) => (
          <nav key={column.id} aria-label={column.title}>
            <p className={styles.heading}>{column.title}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.id}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {settings.brandName}. {footer.copyright}
      </p>
    </footer>
  )
}
