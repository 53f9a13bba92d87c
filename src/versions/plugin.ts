import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { savedByField } from '#src/versions/saved-by.ts'

function withSavedBy<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (!entity.versions) return entity
  return { ...entity, fields: [...entity.fields, savedByField] }
}

/**
 * Every collection and global with versions, whichever declared them (posts, plans, pages, the
 * landing, legal documents …, and any added later), records who saved each version: one field
 * and one hook for all of them.
 */
export const savedBy: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withSavedBy),
  globals: config.globals?.map(withSavedBy),
})
