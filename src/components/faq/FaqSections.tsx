import { FaqAccordion } from '#src/components/faq/FaqAccordion.tsx'
import { JsonLd } from '#src/seo/components/JsonLd.tsx'
import { RichText } from '#src/components/ui/RichText.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { faqPage } from '#src/seo/structured-data.ts'
import type { FaqSection } from '#src/payload-types.ts'
import { faqAnchor } from '#src/search/passages.ts'
import styles from '#src/components/faq/FaqSections.module.css'

/** /help/faq's questions by section, with their structured data (from the FAQ collection). */
export function FaqSections({ sections, locale }: { sections: FaqSection[]; locale: Locale }) {
  return (
    <>
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
    </>
  )
}
