import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  Field,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { type Locale, locales } from '#src/i18n/locales.ts'
import type { TranslationStatus } from '#src/payload-types.ts'
import { translationStatusSlug } from '#src/translations/collection.ts'
import { type LocalizedLeaf, localizedLeaves, plainText, sameValue } from '#src/translations/fields.ts'

type Entity = { kind: 'collection' | 'global'; slug: string; fields: Field[]; titleField?: string }
type Snapshot = Record<string, unknown> | null
type AllLocales = Record<Locale, Map<string, LocalizedLeaf>>

/**
 * A request for this feature's own Local API calls, in the same transaction as the save: Payload's
 * Local API rewrites the locale and context of a `req` passed to it, which would change the
 * language the save itself goes on in.
 */
const inTransaction = (req: PayloadRequest) =>
  ({
    payload: req.payload,
    transactionID: req.transactionID,
    user: req.user,
    i18n: req.i18n,
    t: req.t,
  }) as PayloadRequest

const contextKey = (entity: Entity, id: string) => `translationStatus:${entity.kind}:${entity.slug}:${id}`

/**
 * The stored document in every language, without fallback, the latest draft where there are
 * drafts: hooks get only the edited language, and Payload fills empty fields with the Spanish
 * text (for collections in `doc`, for globals in `previousDoc`), which would read as a change.
 */
async function readAll(entity: Entity, id: string, req: PayloadRequest): Promise<Snapshot> {
  const common = {
    locale: 'all' as const,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req: inTransaction(req),
  }
  if (entity.kind === 'global')
    return (await req.payload.findGlobal({ slug: entity.slug as never, ...common })) as Snapshot
  const { docs } = await req.payload.find({
    collection: entity.slug as never,
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    ...common,
  })
  return (docs[0] as Snapshot) ?? null
}

/** Localized values come back as `{ es, en }` with locale 'all': one language's view of the snapshot. */
function inLocale(fields: readonly Field[], data: Snapshot, locale: Locale): Map<string, LocalizedLeaf> {
  const leaves = localizedLeaves(fields, data)
  for (const leaf of leaves.values()) {
    const byLocale = leaf.value as Partial<Record<Locale, unknown>> | null | undefined
    leaf.value = byLocale && typeof byLocale === 'object' ? byLocale[locale] : undefined
  }
  return leaves
}

const byLocale = (entity: Entity, data: Snapshot) =>
  Object.fromEntries(locales.map((locale) => [locale, inLocale(entity.fields, data, locale)])) as AllLocales

/** Before the write: keep the stored document, to compare with after it. */
async function remember(entity: Entity, id: string | number | undefined, req: PayloadRequest) {
  if (id == null) return
  const stored = await readAll(entity, String(id), req)
  req.context[contextKey(entity, String(id))] = stored
}

/**
 * After the write: every localized field that changed in one language and not in the other marks
 * the other out of date, unless it was itself behind (then the change is its update and resolves
 * it). A field changed in every language at once (an item removed, a save with locale 'all') is
 * resolved in both directions.
 */
async function compare(entity: Entity, id: string, req: PayloadRequest) {
  const key = contextKey(entity, id)
  const beforeSnapshot = req.context[key] as Snapshot | undefined
  delete req.context[key]
  if (beforeSnapshot === undefined) return
  const afterSnapshot = await readAll(entity, id, req)
  const before = byLocale(entity, beforeSnapshot)
  const after = byLocale(entity, afterSnapshot)

  const changed = new Map<string, Locale[]>()
  for (const locale of locales) {
    const paths = new Set([...before[locale].keys(), ...after[locale].keys()])
    for (const path of paths) {
      if (sameValue(before[locale].get(path)?.value, after[locale].get(path)?.value)) continue
      changed.set(path, [...(changed.get(path) ?? []), locale])
    }
  }
  if (changed.size === 0) return

  const { docs: open } = await req.payload.find({
    collection: translationStatusSlug,
    where: {
      and: [
        { kind: { equals: entity.kind } },
        { entity: { equals: entity.slug } },
        { docId: { equals: id } },
        { resolved: { equals: false } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req: inTransaction(req),
  })
  const openFor = (path: string, target: Locale) =>
    open.find((record) => record.fieldPath === path && record.targetLocale === target)
  const now = new Date().toISOString()
  const userId = req.user?.collection === 'users' ? (req.user.id as number) : null
  const title = (locale: Locale) => {
    const value = entity.titleField ? afterSnapshot?.[entity.titleField] : undefined
    const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : value
    return typeof text === 'string' ? text : ''
  }

  for (const [path, changedLocales] of changed) {
    let updatedTranslation = false
    for (const target of changedLocales) {
      const record = openFor(path, target)
      if (!record) continue
      await resolve(record, 'updated', now, userId, req)
      updatedTranslation = true
    }
    // The change brought a translation up to date: it is not a new source for the other language.
    if (updatedTranslation || changedLocales.length === locales.length) continue
    const source = changedLocales[0]
    // A first translation (the field was empty in this language) changes no source.
    if (isEmpty(before[source].get(path)?.value)) continue
    const leaf = after[source].get(path) ?? before[source].get(path)
    for (const target of locales.filter((locale) => !changedLocales.includes(locale))) {
      // Nothing translated yet: the field is missing, not out of date (content health lists it).
      if (isEmpty(after[target].get(path)?.value)) continue
      // Wrapped: a JSON field would read a plain string as JSON text to parse.
      const sourceAfter = { value: after[source].get(path)?.value ?? null }
      const existing = open.find(
        (record) => record.fieldPath === path && record.sourceLocale === source && record.targetLocale === target,
      )
      if (existing) {
        // The source is back to what the translation matched (a restored version, an edit undone):
        // nothing is out of date any more, and «Antes» and «Después» would read the same.
        if (sameValue((existing.sourceBefore as { value?: unknown } | null)?.value ?? null, sourceAfter.value)) {
          await req.payload.delete({
            collection: translationStatusSlug,
            id: existing.id,
            depth: 0,
            overrideAccess: true,
            req: inTransaction(req),
          })
          continue
        }
        // Still behind the same source: keep the source as it was when the translation last matched.
        await req.payload.update({
          collection: translationStatusSlug,
          id: existing.id,
          data: { sourceAfter, changedAt: now, changedBy: userId, docTitle: title(source) },
          depth: 0,
          overrideAccess: true,
          req: inTransaction(req),
        })
        continue
      }
      await req.payload.create({
        collection: translationStatusSlug,
        data: {
          kind: entity.kind,
          entity: entity.slug,
          docId: id,
          docTitle: title(source),
          fieldPath: path,
          fieldLabel: leaf?.label,
          sourceLocale: source,
          targetLocale: target,
          sourceBefore: { value: before[source].get(path)?.value ?? null },
          sourceAfter,
          changedAt: now,
          changedBy: userId,
          resolved: false,
        },
        depth: 0,
        overrideAccess: true,
        req: inTransaction(req),
      })
    }
  }
}

const isEmpty = (value: unknown) => plainText(value).trim() === ''

function resolve(
  record: TranslationStatus,
  resolution: 'updated' | 'reviewed',
  now: string,
  userId: number | null,
  req: PayloadRequest,
) {
  return req.payload.update({
    collection: translationStatusSlug,
    id: record.id,
    data: { resolved: true, resolution, resolvedAt: now, resolvedBy: userId },
    depth: 0,
    overrideAccess: true,
    req: inTransaction(req),
  })
}

export function collectionTracking(entity: Entity) {
  const beforeChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (operation === 'update') await remember(entity, originalDoc?.id as number | undefined, req)
    return data
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
    if (operation === 'update') await compare(entity, String(doc.id), req)
    return doc
  }
  // A deleted document has nothing left to translate.
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    await req.payload.delete({
      collection: translationStatusSlug,
      where: {
        and: [
          { kind: { equals: 'collection' } },
          { entity: { equals: entity.slug } },
          { docId: { equals: String(id) } },
        ],
      },
      overrideAccess: true,
      req: inTransaction(req),
    })
  }
  return { beforeChange, afterChange, afterDelete }
}

export function globalTracking(entity: Entity) {
  const beforeChange: GlobalBeforeChangeHook = async ({ data, req }) => {
    await remember(entity, entity.slug, req)
    return data
  }
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await compare(entity, entity.slug, req)
    return doc
  }
  return { beforeChange, afterChange }
}
