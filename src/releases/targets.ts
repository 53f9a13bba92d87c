import { getTranslation } from '@payloadcms/translations'
import type { Payload, PayloadRequest, Where } from 'payload'

import { hasRole } from '#src/access/roles.ts'

/** What a release item points at: a document of a collection, or a global. */
export type ReleaseTarget = { targetType: 'collection' | 'global'; target: string; docId?: string | null }

/**
 * Collections whose versions are legal documents: a release holding one needs legal staff or an
 * admin to schedule or publish it (the rule); every other drafts-enabled type is
 * marketing content.
 */
export const legalTargets = new Set(['legal-documents'])

export const isLegalTarget = (item: Pick<ReleaseTarget, 'target'>) => legalTargets.has(item.target)

type WithRoles = { roles?: string[] | null } | null | undefined

/** Who may add a target's drafts to a release, and schedule or publish a release holding it. */
export function mayReleaseTarget(user: WithRoles, item: Pick<ReleaseTarget, 'target'>): boolean {
  return isLegalTarget(item) ? hasRole(user, 'admin', 'legal') : hasRole(user, 'admin', 'marketing')
}

/**
 * What the release code reads of a config: the server's (payload.config) and the admin's client
 * config (useConfig) both have this shape, so the editor's lists and the server's checks are one list.
 */
type Entity = { slug: string; versions?: unknown }
export type TargetsConfig = {
  collections: ReadonlyArray<Entity & { labels?: { plural?: unknown } }>
  globals: ReadonlyArray<Entity & { label?: unknown }>
}

export const withDrafts = (versions: unknown): boolean =>
  Boolean(versions && typeof versions === 'object' && (versions as { drafts?: unknown }).drafts)

/**
 * The collections (or globals) a release can hold: every one with drafts, since a release
 * publishes a saved draft (a type without drafts has nothing to add), except releases themselves.
 */
export function releasableSlugs(config: TargetsConfig, targetType: ReleaseTarget['targetType']): string[] {
  const entities: ReadonlyArray<Entity> = targetType === 'global' ? config.globals : config.collections
  return entities
    .filter((entity) => withDrafts(entity.versions) && entity.slug !== 'releases')
    .map((entity) => entity.slug)
}

export const isReleasable = (config: TargetsConfig, item: Pick<ReleaseTarget, 'targetType' | 'target'>): boolean =>
  releasableSlugs(config, item.targetType).includes(item.target)

type Translator = Parameters<typeof getTranslation>[1]

/**
 * A target's name as the admin's menu shows it in `i18n`'s language («Planes», «Página de
 * inicio»): a collection's plural label, a global's label; the slug itself only for a target the
 * config does not know.
 */
export function targetLabel(
  config: TargetsConfig,
  item: Pick<ReleaseTarget, 'targetType' | 'target'>,
  i18n: Translator,
): string {
  const label =
    item.targetType === 'global'
      ? config.globals.find((global) => global.slug === item.target)?.label
      : config.collections.find((collection) => collection.slug === item.target)?.labels?.plural
  return label ? getTranslation(label as Record<string, string> | string, i18n) : item.target
}

export type TargetOption = { value: string; label: string }

/** The release editor's «Colección o global» list for one type: every releasable target by its name, sorted. */
export function targetOptions(
  config: TargetsConfig,
  targetType: ReleaseTarget['targetType'],
  i18n: Translator,
): TargetOption[] {
  return releasableSlugs(config, targetType)
    .map((slug) => ({ value: slug, label: targetLabel(config, { targetType, target: slug }, i18n) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
}

const INT4_MAX = 2 ** 31 - 1

/**
 * Whether a collection has a document with this id (drafts included, no access: whether it
 * exists, not who may read it). An id of the wrong form (letters for a numbered collection, or
 * beyond PostgreSQL's integer) is no document rather than a database error.
 */
export async function documentExists(
  payload: Payload,
  collection: string,
  docId: string,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const collections = payload.collections as Record<string, { customIDType?: 'number' | 'text' } | undefined>
  const idType = collections[collection]?.customIDType ?? payload.db.defaultIDType
  if (idType === 'number' && !(/^\d{1,10}$/.test(docId) && Number(docId) <= INT4_MAX)) return false
  const { totalDocs } = await payload.count({
    collection: collection as never,
    where: { id: { equals: docId } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

export type VersionRow = {
  id: number | string
  parent?: number | string
  updatedAt: string
  version: { _status?: string }
}

/** Versions of one target, newest first, read from the database (no access, every locale). */
export async function findTargetVersions(
  payload: Payload,
  item: ReleaseTarget,
  where: Where,
  limit: number,
  req?: Partial<PayloadRequest>,
): Promise<VersionRow[]> {
  if (item.targetType === 'global') {
    const { docs } = await payload.db.findGlobalVersions({
      global: item.target as never,
      where,
      sort: '-updatedAt',
      limit,
      pagination: false,
      locale: 'all',
      req,
    })
    return docs as unknown as VersionRow[]
  }
  const { docs } = await payload.db.findVersions({
    collection: item.target as never,
    where: { and: [{ parent: { equals: item.docId } }, where] },
    sort: '-updatedAt',
    limit,
    pagination: false,
    locale: 'all',
    req,
  })
  return docs as unknown as VersionRow[]
}

/** The target's newest saved version (draft or published), or null when it has none. */
export async function latestVersion(payload: Payload, item: ReleaseTarget, req?: Partial<PayloadRequest>) {
  const [latest] = await findTargetVersions(payload, item, {}, 1, req)
  return latest ?? null
}

/** The target's newest published version: what a revert brings back. */
export async function latestPublishedVersion(payload: Payload, item: ReleaseTarget, req?: Partial<PayloadRequest>) {
  const [latest] = await findTargetVersions(payload, item, { 'version._status': { equals: 'published' } }, 1, req)
  return latest ?? null
}

/** One version by id, if it still exists and belongs to this target. */
export async function versionOf(
  payload: Payload,
  item: ReleaseTarget,
  versionId: string,
  req?: Partial<PayloadRequest>,
): Promise<VersionRow | null> {
  const [version] = await findTargetVersions(payload, item, { id: { equals: versionId } }, 1, req)
  return version ?? null
}

/** The admin's version compare for an item (Payload's own view: the version against the current document). */
export function compareUrl(adminRoute: string, item: ReleaseTarget & { versionId?: string | null }): string | null {
  if (!item.versionId) return null
  return item.targetType === 'global'
    ? `${adminRoute}/globals/${item.target}/versions/${item.versionId}`
    : `${adminRoute}/collections/${item.target}/${item.docId}/versions/${item.versionId}`
}
