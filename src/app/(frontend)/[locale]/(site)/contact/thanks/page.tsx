import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeading } from '@/components/ui/PageHeading'
import { getContactPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const copy = await getContactPage(locale)
  return pageMetadata(locale, '/contact', { path: '/contact/thanks', title: copy.success.title, description: copy.success.text, noIndex: true })
}

/** Where a form sent without JavaScript lands once the message is stored (prerendered, not indexed). */
export default async function ContactThanksPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, t] = await Promise.all([getContactPage(locale), getTranslations('contact')])
  return (
    <main className="page">
      <div className="contact-thanks" role="status" data-testid="contact-thanks">
        <PageHeading title={copy.success.title} subtitle={copy.success.text} />
        <Link className="button button--secondary" href="/contact">
          {t('form.sendAnother')}
        </Link>
      </div>
    </main>
  )
}
