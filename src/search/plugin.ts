import { searchPlugin } from '@payloadcms/plugin-search'
import type { BeforeSync, SearchPluginConfig } from '@payloadcms/plugin-search/types'
import type { CollectionAfterChangeHook, Field, GlobalAfterChangeHook, Payload, PayloadRequest, Plugin } from 'payload'

import { hasRole, isAdmin, isStaff } from '#src/access/roles.ts'
import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import { type AddressNode, ancestry, pathOf } from '#src/page-builder/address.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { type Passage, guidePassages, passageBuilders } from '#src/search/passages.ts'

export const SEARCH_COLLECTION = 'search'
/** The search document of the guides page (a global, so it has no `doc` relationship). */
export const GUIDES_SOURCE = 'guides-page'

/**
 * Builds a search document's passages in every language at once, from the published document.
 * plugin-search syncs in the editor's locale only; because untranslated fields fall back to
 * Spanish, a Spanish edit changes the English pages too, so both are rebuilt on every sync.
 */
/**
 * A published page's address in `locale` (without the language prefix), as the site serves it
 * (src/page-builder/data.ts): none when the page or a page above it is not published.
 */
async function publishedPagePath(
  payload: Payload,
  id: number | string,
  locale: Locale,
  req: PayloadRequest | undefined,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: defaultLocale,
    draft: false,
    where: { _status: { equals: 'published' } },
    select: { slug: true, parent: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byId = new Map((docs as AddressNode[]).map((page) => [String(page.id), page]))
  const page = byId.get(String(id))
  if (!page) return null
  const found = ancestry(page, byId)
  // The top of the chain has a parent left out of the published pages: the page has no address.
  if (!('chain' in found) || found.chain[0].parent) return null
  return pathOf(page, byId)
}

export const beforeSync: BeforeSync = async ({ collectionSlug, originalDoc, payload, req, searchDoc }) => {
  const builder = passageBuilders[collectionSlug]
  if (!builder) return searchDoc
  const passages: Passage[] = []
  let title = searchDoc.title
  let source: Record<string, unknown> = originalDoc
  for (const locale of locales) {
    const doc = await payload.findByID({
      collection: collectionSlug as 'posts',
      id: originalDoc.id,
      locale,
      fallbackLocale: defaultLocale,
      draft: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (locale === defaultLocale)
      [title, source] = [String(doc.title ?? title ?? ''), doc as unknown as Record<string, unknown>]
    const row = doc as unknown as Record<string, unknown>
    // A page's passages lead to its address in each language, which depends on the page tree.
    if (collectionSlug === 'pages') row.path = await publishedPagePath(payload, originalDoc.id, locale, req)
    passages.push(...builder.build(locale, row))
  }
  const legal = collectionSlug === 'legal-documents'
  return {
    ...searchDoc,
    title,
    kind: builder.kind,
    // Older legal versions stay published (their own addresses); only the current one of each kind
    // is searched, chosen at query time (src/search/query.ts) so a new version needs no re-sync of
    // the old: the newest in effect (versionDate is when it takes effect, src/legal/effective.ts).
    // A withdrawn version has none, so it is never the one searched.
    groupKey: legal ? `legal:${String(source.kind)}` : null,
    versionDate: legal && !source.withdrawnAt ? (source.effectiveAt ?? source.lastUpdated) : null,
    passages,
  }
}

const readOnly = { readOnly: true } as const

const searchLabels: Record<string, { es: string; en: string }> = {
  title: { es: 'Título', en: 'Title' },
  priority: { es: 'Prioridad', en: 'Priority' },
  doc: { es: 'Documento', en: 'Document' },
  // A link to the document, not a value: its name in the column picker («Doc Url» otherwise).
  docUrl: { es: 'Dirección del documento', en: 'Document URL' },
}

const extraFields: Field[] = [
  {
    name: 'kind',
    type: 'text',
    label: { es: 'Tipo', en: 'Kind' },
    index: true,
    admin: { ...readOnly, position: 'sidebar', components: { Cell: '/search/components/KindCell#KindCell' } },
  },
  {
    name: 'source',
    type: 'text',
    label: { es: 'Origen (página)', en: 'Source (page)' },
    unique: true,
    admin: { ...readOnly, position: 'sidebar' },
  },
  // Hidden in the editor, yet offered among the list's columns and filters: labelled like the rest.
  { name: 'groupKey', type: 'text', label: { es: 'Grupo', en: 'Group' }, index: true, admin: { hidden: true } },
  {
    name: 'versionDate',
    type: 'date',
    label: { es: 'Fecha de la versión', en: 'Version date' },
    admin: { hidden: true },
  },
  {
    name: 'passages',
    type: 'array',
    label: { es: 'Pasajes', en: 'Passages' },
    // Each row's name («Pasaje 01»), which Payload otherwise takes from the field's name in English.
    labels: { singular: { es: 'Pasaje', en: 'Passage' }, plural: { es: 'Pasajes', en: 'Passages' } },
    admin: readOnly,
    fields: [
      { name: 'lang', type: 'text', label: { es: 'Idioma', en: 'Language' }, required: true, admin: readOnly },
      { name: 'path', type: 'text', label: { es: 'Ruta', en: 'Path' }, required: true, admin: readOnly },
      { name: 'context', type: 'text', label: { es: 'Contexto', en: 'Context' }, admin: readOnly },
      { name: 'heading', type: 'text', label: { es: 'Encabezado', en: 'Heading' }, admin: readOnly },
      { name: 'body', type: 'textarea', label: { es: 'Texto', en: 'Text' }, admin: readOnly },
    ],
  },
]

/**
 * The visitors' search index (docs/search.md): one search document per published FAQ section,
 * post and legal document version, plus the guides page; its passages are searched with
 * PostgreSQL full-text search (columns and functions added by the search migration).
 */
/** The collections indexed: each published document of them has one search document. */
export const indexedCollections = ['faq-sections', 'posts', 'legal-documents', 'pages'] as const

/**
 * A page made from blocks is searched only when staff tick «Mostrar en la búsqueda de ayuda»:
 * publishing one without it removes its entry (it may have had one) and writes none. A draft
 * save goes the usual way (plugin-search keeps the entry of the published version).
 */
export const skipSync: SearchPluginConfig['skipSync'] = async ({ collectionSlug, doc, req }) => {
  if (collectionSlug !== 'pages' || doc?._status !== 'published' || doc.showInSearch) return false
  await req.payload.delete({
    collection: SEARCH_COLLECTION,
    where: { and: [{ 'doc.relationTo': { equals: 'pages' } }, { 'doc.value': { equals: doc.id } }] },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return true
}

const pluginSearch = searchPlugin({
  collections: [...indexedCollections],
  skipSync,
  localize: false,
  syncDrafts: false,
  deleteDrafts: true,
  beforeSync,
  searchOverrides: {
    slug: SEARCH_COLLECTION,
    labels: {
      singular: { es: 'Resultado de búsqueda', en: 'Search result' },
      plural: { es: 'Índice de búsqueda', en: 'Search index' },
    },
    access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
    // Every change to the index expires its tag, so cached results (src/search/data.ts) are read again.
    hooks: collectionRevalidation(),
    admin: {
      group: { es: 'Contenido', en: 'Content' },
      // A developer's tool (filled by publishing, rebuilt by an admin): out of the other staff's menu.
      hidden: ({ user }) => !hasRole(user as never, 'admin'),
      defaultColumns: ['title', 'kind', 'updatedAt'],
      description: {
        es: 'Se llena solo al publicar y se vacía al despublicar: es lo que encuentra la búsqueda del centro de ayuda.',
        en: 'Filled on publish and emptied on unpublish: what the help center search finds.',
      },
    },
    fields: ({ defaultFields }) => [
      // The guides page's entry has no document to point to (it is a global). plugin-search's own
      // fields have no labels: the Spanish admin would show «Title», «Priority», «Doc».
      ...defaultFields.map((field) => {
        if (!('name' in field)) return field
        const labelled = { ...field, ...(searchLabels[field.name] ? { label: searchLabels[field.name] } : {}) } as Field
        return field.name === 'doc' ? ({ ...labelled, required: false } as Field) : labelled
      }),
      ...extraFields,
    ],
  },
})

/**
 * A page's address holds its parents' (`/especialidades/psicologos`): when a page is published
 * (moved, perhaps) or unpublished, the search entries of the published pages under it are written
 * again, in the same transaction, so a result never leads to a child's old address (plugin-search
 * syncs only the document saved). Entries of pages that are no longer placed lose their passages.
 */
export const resyncPagesBelow: CollectionAfterChangeHook = async ({ doc, req }) => {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { parent: true },
    pagination: false,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })
  const childrenOf = new Map<string, string[]>()
  for (const page of docs) {
    const parent = page.parent && typeof page.parent === 'object' ? page.parent.id : page.parent
    if (parent != null) childrenOf.set(String(parent), [...(childrenOf.get(String(parent)) ?? []), String(page.id)])
  }
  const below: string[] = []
  for (const queue = [String(doc.id)]; queue.length;) {
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      if (below.includes(child)) continue
      below.push(child)
      queue.push(child)
    }
  }
  if (!below.length) return doc
  const { docs: entries } = await req.payload.find({
    collection: SEARCH_COLLECTION,
    where: { and: [{ 'doc.relationTo': { equals: 'pages' } }, { 'doc.value': { in: below.map(Number) } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const entry of entries) {
    const value = (entry.doc as { value: number | { id: number } }).value
    const id = typeof value === 'object' ? value.id : value
    const synced = await beforeSync({
      collectionSlug: 'pages',
      originalDoc: { id },
      payload: req.payload,
      req,
      searchDoc: { doc: { relationTo: 'pages', value: String(id) }, title: entry.title ?? '' },
    })
    await req.payload.update({
      collection: SEARCH_COLLECTION,
      id: entry.id,
      data: { title: synced.title, passages: synced.passages } as never,
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return doc
}

/** plugin-search, with the pages' entries kept in step with their parents (resyncPagesBelow). */
export const search: Plugin = async (incoming) => {
  const config = await pluginSearch(incoming)
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === 'pages'
        ? {
            ...collection,
            hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), resyncPagesBelow] },
          }
        : collection,
    ),
  }
}

/** Rebuilds the guides page's search document (its planned topics) in every language. */
export async function syncGuides(payload: Payload, req?: PayloadRequest): Promise<void> {
  const passages: Passage[] = []
  let title = ''
  for (const locale of locales) {
    const page = await payload.findGlobal({
      slug: 'guides-page',
      locale,
      fallbackLocale: defaultLocale,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (locale === defaultLocale) title = page.title
    passages.push(...guidePassages(locale, page as unknown as Record<string, unknown>))
  }
  const data = { title, kind: 'guide', source: GUIDES_SOURCE, passages }
  const { docs } = await payload.find({
    collection: SEARCH_COLLECTION,
    where: { source: { equals: GUIDES_SOURCE } },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) await payload.update({ collection: SEARCH_COLLECTION, id: docs[0].id, data, depth: 0, req })
  else await payload.create({ collection: SEARCH_COLLECTION, data, depth: 0, req })
}

export const syncGuidesHook: GlobalAfterChangeHook = async ({ doc, req }) => {
  await syncGuides(req.payload, req)
  return doc
}
