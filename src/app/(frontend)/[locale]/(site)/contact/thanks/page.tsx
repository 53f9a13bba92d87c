import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { getContactPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { Link } from '#src/i18n/navigation.tsx'
import { pageMetadata } from '#src/seo/metadata.ts'
import styles from '#src/contact/components/ContactForm.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const copy = await getContactPage(locale)
  return pageMetadata(locale, '/contact', {
    path: '/contact/thanks',
    title: copy.success.title,
    description: copy.success.text,
    noIndex: true,
  })
}

/** Where a form sent without JavaScript lands once the message is stored (prerendered, not indexed). */
export default async function ContactThanksPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, t] = await Promise.all([getContactPage(locale), getTranslations('contact')])
  return (
    <main className="page">
      <div className={styles.thanks} role="status" data-testid="contact-thanks">
        <PageHeading title={copy.success.title} subtitle={copy.success.text} />
        <Link className="button button--secondary" href="/contact">
          {t('form.sendAnother')}
        </Link>
      </div>
    </main>
  )
}
