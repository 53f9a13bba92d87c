import { setRequestLocale } from 'next-intl/server'

import { FaqSections } from '#src/components/faq/FaqSections.tsx'
import { FaqPageBody } from '#src/components/pages/FaqPageBody.tsx'
import { getFaqSections } from '#src/data/collections.ts'
import { getHelpPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/help/faq')

export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [help, sections] = await Promise.all([getHelpPage(locale), getFaqSections(locale)])
  return (
    <main className="page">
      <FaqPageBody copy={help.faqPage} search={<SearchForm />}>
        <FaqSections sections={sections} locale={locale} />
      </FaqPageBody>
    </main>
  )
}
