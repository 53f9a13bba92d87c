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

/** Drafts-enabled only: a release publishes a saved draft, so a type without drafts has nothing to add. */
export function hasDrafts(payload: Payload, item: ReleaseTarget): boolean {
  const config =
    item.targetType === 'global'
      ? payload.config.globals.find((global) => global.slug === item.target)
      : payload.config.collections.find((collection) => collection.slug === item.target)
  return Boolean(config?.versions && typeof config.versions === 'object' && config.versions.drafts)
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
