import type { Payload } from 'payload'

import { SEARCH_COLLECTION, beforeSync, indexedCollections, syncGuides } from '#src/search/plugin.ts'

/**
 * Rebuilds the whole search index from the published content: for a database whose content was
 * written before the index existed (the launcher runs it when the index is empty, see
 * src/seed/cli.ts). Edits keep the index in sync by themselves (plugin-search's hooks).
 */
export async function reindexSearch(payload: Payload): Promise<number> {
  await payload.delete({ collection: SEARCH_COLLECTION, where: { id: { exists: true } }, overrideAccess: true })
  let count = 0
  for (const collection of indexedCollections) {
    const { docs } = await payload.find({
      collection,
      // Pages only where staff chose «Mostrar en la búsqueda de ayuda».
      where:
        collection === 'pages'
          ? { _status: { equals: 'published' }, showInSearch: { equals: true } }
          : { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
      select: {},
    })
    for (const doc of docs) {
      const data = await beforeSync({
        collectionSlug: collection,
        originalDoc: doc as unknown as Record<string, unknown>,
        payload,
        req: undefined as never,
        searchDoc: { doc: { relationTo: collection, value: String(doc.id) }, title: '' },
      })
      await payload.create({
        collection: SEARCH_COLLECTION,
        data: { ...data, doc: { relationTo: collection, value: doc.id } } as never,
        depth: 0,
        overrideAccess: true,
      })
      count += 1
    }
  }
  await syncGuides(payload)
  return count + 1
}

/** True when content exists but the index is empty (content older than the index). */
export async function searchIndexMissing(payload: Payload): Promise<boolean> {
  const [{ totalDocs: entries }, { totalDocs: sections }] = await Promise.all([
    payload.count({ collection: SEARCH_COLLECTION, overrideAccess: true }),
    payload.count({ collection: 'faq-sections', overrideAccess: true }),
  ])
  return entries === 0 && sections > 0
}
