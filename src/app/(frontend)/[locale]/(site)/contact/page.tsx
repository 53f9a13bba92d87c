import { setRequestLocale } from 'next-intl/server'

import { ContactBody } from '#src/components/pages/ContactBody.tsx'
import { contactLabels } from '#src/components/pages/labels.ts'
import { getContactPage, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/contact')

/**
 * /contact: the form beside the support e-mail, WhatsApp and demo blocks. Prerendered: the
 * query-parameter presets (?subject=, ?message=) are applied in the browser, so the page never
 * reads the request on the server.
 */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, settings, labels] = await Promise.all([getContactPage(locale), getSiteSettings(locale), contactLabels()])
  return (
    <main className="page">
      <ContactBody copy={copy} contact={settings} labels={labels} locale={locale} />
    </main>
  )
}
