import { FaqSections } from '#src/components/faq/FaqSections.tsx'
import { idsOf } from '#src/page-builder/blocks/Pricing/Component.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** The chosen FAQ sections as the FAQ collection has them now, drawn as /help/faq draws them. */
export function FaqComponent({ block, id, live, locale }: BlockProps<'faq'>) {
  const sections = idsOf(block.sections).flatMap((sectionId) => live.faq.filter((section) => section.id === sectionId))
  if (!sections.length) return null
  return (
    <section className="section" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      {block.lead ? <p className="section__lead">{block.lead}</p> : null}
      <FaqSections sections={sections} locale={locale} />
    </section>
  )
}
