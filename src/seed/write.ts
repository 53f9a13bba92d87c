import type { CollectionSlug, GlobalSlug, Payload, RequestContext, Where } from 'payload'

import type { Locale } from '#src/i18n/locales.ts'

/**
 * Seed writes skip per-document revalidation; the seed expires everything once at the end. `seed`
 * marks them for hooks that treat the seed apart (a page's old addresses, src/page-builder/address-redirects.ts).
 * A new object for every call: Payload hands it to the hooks as `req.context`, and they write to it
 * (the S3 adapter sets `skipCloudStorage` after its upload). One shared object made every image
 * after the first skip the bucket, so with S3_BUCKET set only the first one reached it (issue 27).
 */
export const seedContext = (): RequestContext => ({ skipRevalidate: true, seed: true })

type Data = Record<string, unknown>

/**
 * Seeded content is live content: where drafts are enabled, every write publishes (a write without
 * `_status` would create a draft the site never shows).
 */
function published(payload: Payload, entity: { collection: CollectionSlug } | { global: GlobalSlug }, data: unknown) {
  const config =
    'collection' in entity
      ? payload.collections[entity.collection]?.config
      : payload.globals.config.find((global) => global.slug === entity.global)
  return config?.versions && typeof config.versions === 'object' && config.versions.drafts
    ? { ...(data as Data), _status: 'published' }
    : data
}

/**
 * Copies array row ids from the Spanish document into the English data, row by row, so that
 * writing English updates the same rows' localized fields instead of replacing the rows.
 */
export function withRowIds(data: unknown, saved: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, index) => {
      const savedRow = rows[index] as Data | undefined
      const merged = withRowIds(row, savedRow) as Data
      return savedRow && typeof savedRow === 'object' && 'id' in savedRow && merged && typeof merged === 'object'
        ? { ...merged, id: savedRow.id }
        : merged
    })
  }
  if (data && typeof data === 'object') {
    const source = (saved && typeof saved === 'object' ? saved : {}) as Data
    return Object.fromEntries(Object.entries(data as Data).map(([key, value]) => [key, withRowIds(value, source[key])]))
  }
  return data
}

/**
 * Creates or updates the one document matching `where`: Spanish first (with the shared,
 * non-localized values), then English on the same rows. Returns the document's id.
 */
export async function upsertLocalized(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  content: Record<Locale, Data>,
): Promise<number | string> {
  const { docs } = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  const common = { depth: 0, overrideAccess: true, context: seedContext(), draft: false } as const
  const es = published(payload, { collection }, content.es) as never
  const saved = docs[0]
    ? await payload.update({ ...common, collection, id: docs[0].id, data: es, locale: 'es' })
    : await payload.create({ ...common, collection, data: es, locale: 'es' })
  await payload.update({
    ...common,
    collection,
    id: saved.id,
    data: published(payload, { collection }, withRowIds(content.en, saved)) as never,
    locale: 'en',
  })
  return saved.id
}

/** Writes a global in Spanish, then in English on the same array rows. */
export async function updateGlobalLocalized(
  payload: Payload,
  slug: GlobalSlug,
  content: Record<Locale, Data>,
): Promise<void> {
  const common = { depth: 0, overrideAccess: true, context: seedContext() } as const
  const saved = await payload.updateGlobal({
    ...common,
    slug,
    data: published(payload, { global: slug }, content.es) as never,
    locale: 'es',
  })
  await payload.updateGlobal({
    ...common,
    slug,
    data: published(payload, { global: slug }, withRowIds(content.en, saved)) as never,
    locale: 'en',
  })
}
