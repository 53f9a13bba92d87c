import type React from 'react'

import { Card } from '#src/components/ui/Card.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { ContactList } from '#src/contact/components/ContactList.tsx'
import type { HelpPage, SiteSetting } from '#src/payload-types.ts'
import styles from '#src/components/pages/HelpBody.module.css'

export type HelpLabels = { comingSoon: string; email: string; whatsapp: string; hours: string }
export type HelpContact = Pick<SiteSetting, 'supportEmail' | 'whatsappNumber' | 'whatsappGreeting' | 'supportHours'>

/**
 * /help's content: the heading, tiles, live chat and direct contact, from the help page global.
 * Rendered on the server by the public page and in the browser by the admin's live preview; the
 * search box (a server part) comes in as `search`.
 */
export function HelpBody({
  copy,
  contact,
  labels,
  locale,
  search,
}: {
  copy: HelpPage
  contact: HelpContact
  labels: HelpLabels
  locale: Locale
  search: React.ReactNode
}) {
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
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      {search}
      <ul className={`cards ${styles.tiles}`} data-testid="help-tiles">
        {tiles.map((tile) => (
          <Card
            key={tile.key}
            className={styles.tile}
            icon={tile.icon}
            title={
              tile.href ? (
                <Link href={tile.href} className="card-link" locale={locale}>
                  {tile.copy.title}
                </Link>
              ) : (
                tile.copy.title
              )
            }
            description={tile.copy.description}
            status={tile.href ? null : <p className="status status--coming-soon">{labels.comingSoon}</p>}
          />
        ))}
      </ul>
      <div className={styles.extra}>
        <section className="card" aria-labelledby="live-chat">
          <h2 id="live-chat" className="card__title">
            {copy.liveChat.title}
          </h2>
          <p>{copy.liveChat.description}</p>
          <p className="status status--coming-soon">{labels.comingSoon}</p>
        </section>
        <section className="card" aria-labelledby="direct-contact">
          <h2 id="direct-contact" className="card__title">
            {copy.directContact.title}
          </h2>
          <p>{copy.directContact.subtitle}</p>
          <ContactList
            contact={contact}
            labels={{ email: labels.email, whatsapp: labels.whatsapp, hours: labels.hours }}
          />
        </section>
      </div>
    </>
  )
}
