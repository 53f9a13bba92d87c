import { setRequestLocale } from 'next-intl/server'

import { FaqAccordion } from '#src/components/faq/FaqAccordion.tsx'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { RichText } from '#src/components/ui/RichText.tsx'
import { getFaqSections } from '#src/data/collections.ts'
import { getHelpPage } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import { faqPage } from '#src/seo/structured-data.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'
import { faqAnchor } from '#src/search/passages.ts'
import styles from '#src/app/(frontend)/[locale]/(site)/help/faq/page.module.css'

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
        <section key={section.id} className={styles.section} aria-labelledby={`faq-${section.key}`}>
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
