import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Card } from '#src/components/ui/Card.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { getHelpPage, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { displayPhone, mailtoLink, whatsappLink } from '#src/contact/links.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import styles from '#src/app/(frontend)/[locale]/(site)/help/page.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/help')

export default async function HelpPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, settings, t] = await Promise.all([getHelpPage(locale), getSiteSettings(locale), getTranslations('help')])
  const tiles = [
    { key: 'guides', icon: 'calendar', copy: copy.guides, href: '/help/guides' },
    { key: 'tutorials', icon: 'star', copy: copy.tutorials, href: null },
    { key: 'faq', icon: 'message', copy: copy.faq, href: '/help/faq' },
    {
      key: 'email',
      icon: 'bell',
      copy: copy.emailSupport,
      href: { pathname: '/contact', query: { subject: copy.emailSupport.subject } },
    },
  ] as const
  return (
    <main className="page">
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      <SearchForm />
      <ul className={`cards ${styles.tiles}`} data-testid="help-tiles">
        {tiles.map((tile) => (
          <Card
            key={tile.key}
            className={styles.tile}
            icon={tile.icon}
            title={
              tile.href ? (
                <Link href={tile.href} className={styles.link}>
                  {tile.copy.title}
                </Link>
              ) : (
                tile.copy.title
              )
            }
            description={tile.copy.description}
            status={tile.href ? null : <p className="status status--coming-soon">{t('comingSoon')}</p>}
          />
        ))}
      </ul>
      <div className={styles.extra}>
        <section className="card" aria-labelledby="live-chat">
          <h2 id="live-chat" className="card__title">
            {copy.liveChat.title}
          </h2>
          <p>{copy.liveChat.description}</p>
          <p className="status status--coming-soon">{t('comingSoon')}</p>
        </section>
        <section className="card" aria-labelledby="direct-contact">
          <h2 id="direct-contact" className="card__title">
            {copy.directContact.title}
          </h2>
          <p>{copy.directContact.subtitle}</p>
          <dl className="contact-list">
            <dt>{t('email')}</dt>
            <dd>
              <a href={mailtoLink(settings.supportEmail)}>{settings.supportEmail}</a>
            </dd>
            <dt>{t('whatsapp')}</dt>
            <dd>
              <a href={whatsappLink(settings.whatsappNumber, settings.whatsappGreeting)} target="_blank" rel="noopener">
                {displayPhone(settings.whatsappNumber)}
              </a>
            </dd>
            <dt>{t('hours')}</dt>
            <dd>{settings.supportHours}</dd>
          </dl>
        </section>
      </div>
    </main>
  )
}
