import { getTranslations } from 'next-intl/server'

import { getFooter, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { mailtoLink, whatsappLink } from '#src/contact/links.ts'

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
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{settings.brandName}</p>
          <p>{settings.tagline}</p>
          <ul className="site-footer__contact">
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
            <ul className="site-footer__social" aria-label={t('social')}>
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
        {footer.columns?.map((column) => (
          <nav key={column.id} aria-label={column.title} className="site-footer__column">
            <p className="site-footer__heading">{column.title}</p>
            <ul>
              {column.links?.map((link) => (
                <li key={link.id}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {settings.brandName}. {footer.copyright}
      </p>
    </footer>
  )
}
