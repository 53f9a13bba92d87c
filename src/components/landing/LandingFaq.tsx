import { FaqAccordion } from '#src/components/faq/FaqAccordion.tsx'
import { RichText } from '#src/components/ui/RichText.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type { FaqSection, Landing } from '#src/payload-types.ts'
import { LandingFaqSection } from '#src/components/landing/LandingFaqSection.tsx'

/** The questions marked for the landing page, in section order. */
export function LandingFaqQuestions({ sections, locale }: { sections: FaqSection[]; locale: Locale }) {
  const questions = sections.flatMap((section) => section.questions ?? []).filter((question) => question.showOnLanding)
  return (
    <FaqAccordion
      name="faq-landing"
      items={questions.map((question) => ({
        id: question.id ?? question.question,
        question: question.question,
        answer: <RichText data={question.answer} locale={locale} />,
      }))}
    />
  )
}

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
  return (
    <LandingFaqSection copy={copy} locale={locale}>
      <LandingFaqQuestions sections={sections} locale={locale} />
    </LandingFaqSection>
  )
}
