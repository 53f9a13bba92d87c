import type { BlockProps } from '#src/page-builder/blocks/types.ts'
import type { Section } from '#src/payload-types.ts'

/**
 * A reusable section: the blocks of the section it places, read live from «Secciones
 * reutilizables» (a section deleted or unpublished since is left out). `render` is the page's own
 * block renderer, passed in so this file does not import it back.
 */
export function SectionComponent({
  block,
  sections,
  render,
}: BlockProps<'section'> & {
  sections: Section[]
  render: (blocks: NonNullable<Section['layout']>, prefix: string) => React.ReactNode
}) {
  const id = typeof block.section === 'object' ? block.section?.id : block.section
  const section = sections.find((candidate) => candidate.id === id)
  if (!section?.layout?.length) return null
  return <>{render(section.layout, `section-${section.id}-${block.id}`)}</>
}
