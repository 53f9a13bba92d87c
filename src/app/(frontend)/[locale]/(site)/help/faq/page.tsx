import { setRequestLocale } from 'next-intl/server'

import { FaqAccordion } from '@/components/faq/FaqAccordion'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageHeading } from '@/components/ui/PageHeading'
import { RichText } from '@/components/ui/RichText'
import { getFaqSections } from '@/data/collections'
import { getHelpPage } from '@/data/globals'
import type { Locale } from '@/i18n/locales'
import { metadataFor } from '@/lib/seo/metadata'
import { faqPage } from '@/lib/seo/structured-data'
import { SearchForm } from '@/search/components/SearchForm'
import { faqAnchor } from '@/search/passages'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/help/faq')

export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [help, sections] = await Promise.all([getHelpPage(locale), getFaqSections(locale)])
  return (
    <main className="page">
      <PageHeading title={help.faqPage.title} subtitle={help.faqPage.subtitle} />
      <SearchForm />
      <JsonLd data={faqPage(sections.flatMap((section) => section.questions ?? []))} />
      {sections.map((section) => (
        <section key={section.id} className="faq-section" aria-labelledby={`faq-${section.key}`}>
          <h2 id={`faq-${section.key}`}>{section.title}</h2>
          <FaqAccordion
            name={`faq-${section.key}`}
            items={(section.questions ?? []).map((question) => ({
              id: question.id ?? question.question,
              anchor: question.id ? faqAnchor(question.id) : undefined,
              question: question.question,
              answer: <RichText data={question.answer} locale={locale} />,
            }))}
          />
        </section>
      ))}
    </main>
  )
}
