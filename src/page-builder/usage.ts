import type { Payload, PayloadRequest } from 'payload'

import type { Label } from '#src/fields/walk.ts'

/** A page that places a reusable section: its title in both languages and whether it is published. */
export type SectionUse = { id: number; title: Label; published: boolean }

/**
 * The pages whose layout places the reusable section `sectionId` (with the «Sección reutilizable»
 * block), as their latest version has them: a draft that places it counts too, since publishing it
 * would show the section. Read whole and filtered here (a page's layout is bounded, and the pages
 * are a marketing team's few dozen), which keeps clear of querying inside localized blocks.
 */
export async function sectionUses(
  payload: Payload,
  sectionId: number | string,
  req?: PayloadRequest,
): Promise<SectionUse[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    draft: true,
    locale: 'all',
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    select: { title: true, layout: true, _status: true },
    req,
  })
  return docs.flatMap((page) => {
    const places = (page.layout ?? []).some(
      (block) =>
        block.blockType === 'section' &&
        String(typeof block.section === 'object' ? block.section?.id : block.section) === String(sectionId),
    )
    if (!places) return []
    const title = (page.title ?? {}) as unknown as Partial<Label>
    const es = title.es ?? ''
    return [{ id: page.id, title: { es, en: title.en || es }, published: page._status === 'published' }]
  })
}
