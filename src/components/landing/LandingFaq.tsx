import { FaqAccordion } from '#src/components/faq/FaqAccordion.tsx'
import { RichText } from '#src/components/ui/RichText.tsx'
import { Link } from '#src/i18n/navigation.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { FaqSection, Landing } from '#src/payload-types.ts'

/** The questions marked for the landing page, in section order, with a link to /help. */
export function LandingFaq({
  copy,
  sections,
  locale,
}: {
  copy: Landing['faq']
  sections: FaqSection[]
  locale: Locale
}) {
  const questions = sections.flatMap((section) => section.questions ?? []).filter((question) => question.showOnLanding)
  return (
    <section className="section" aria-labelledby="faq-title">
      <h2 id="faq-title">{copy.title}</h2>
      <p className="section__lead">{copy.subtitle}</p>
      <FaqAccordion
        name="faq-landing"
        items={questions.map((question) => ({
          id: question.id ?? question.question,
          question: question.question,
          answer: <RichText data={question.answer} locale={locale} />,
        }))}
      />
      <p className="section__more">
        <Link href="/help">{copy.moreLabel}</Link>
      </p>
    </section>
  )
}
