import type { CollectionSlug, GlobalSlug, PayloadRequest, Where } from 'payload'

import { staffId, staffNames } from '#src/access/staff-names.ts'
import { adminText } from '#src/i18n/admin.ts'
import { SAVED_BY } from '#src/versions/saved-by.ts'

/**
 * The migration that added the field. A version saved before it ran names nobody because nobody
 * was recorded then, not because nobody saved it: the column says so («Sin registrar»).
 */
export const SAVED_BY_MIGRATION = '20261129_130356_saved_by'

/** A collection's or a global's versions. */
export type VersionedEntity = { collection: string } | { global: string }

type SavedByRow = { id: number | string; createdAt?: string; version?: { [SAVED_BY]?: unknown } }

/**
 * The «Guardado por» column of a versions list: for each version id, in order, the name (or, without
 * one, the e-mail) of the staff member who saved it, in the staff member's interface language for
 * a save without one. Read with the server's rights: the list shows only versions the staff member
 * may read already, and a colleague's name is what the column is for, although only admins may
 * open other staff accounts.
 */
export async function savedByColumn(
  req: PayloadRequest,
  entity: VersionedEntity,
  versionIds: readonly (number | string)[],
): Promise<string[]> {
  if (!versionIds.length) return []
  const { payload } = req
  // Straight from the database adapter: no API reads the field (src/versions/saved-by.ts), and
  // Payload's findGlobalVersions (3.90.1) applies a select to the version as if to its whole row,
  // which drops the field.
  const query = {
    where: { id: { in: [...versionIds] } } satisfies Where,
    select: { createdAt: true, version: { [SAVED_BY]: true } } as const,
    limit: 0,
    pagination: false,
    req,
  }
  const { docs } = (
    'collection' in entity
      ? await payload.db.findVersions({ ...query, collection: entity.collection as CollectionSlug })
      : await payload.db.findGlobalVersions({ ...query, global: entity.global as GlobalSlug })
  ) as { docs: SavedByRow[] }
  const byVersion = new Map(docs.map((doc) => [String(doc.id), doc]))
  const userIds = docs.map((doc) => staffId(doc.version?.[SAVED_BY])).filter((id) => id !== null)
  const [names, recordedSince] = await Promise.all([
    staffNames(payload, userIds, req),
    payload
      .find({
        collection: 'payload-migrations',
        where: { name: { equals: SAVED_BY_MIGRATION } },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        req,
      })
      .then(({ docs }) => (docs[0]?.createdAt ? new Date(docs[0].createdAt).getTime() : null)),
  ])
  return versionIds.map((id) => {
    const row = byVersion.get(String(id))
    const name = names.get(String(staffId(row?.version?.[SAVED_BY])))
    if (name) return name
    const savedAt = row?.createdAt ? new Date(row.createdAt).getTime() : null
    const unrecorded = recordedSince !== null && savedAt !== null && savedAt < recordedSince
    return adminText(req, unrecorded ? 'versionSavedByUnrecorded' : 'versionSavedBySystem')
  })
}
