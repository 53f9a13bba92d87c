import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { savedByField } from '#src/versions/saved-by.ts'

/** The versions list with its «Guardado por» column (src/versions/components/VersionsView.tsx). */
const versionsView = { Component: '/versions/components/VersionsView#VersionsView' }

function withSavedBy<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (!entity.versions) return entity
  const components = entity.admin?.components
  const edit = (components?.views?.edit ?? {}) as Record<string, unknown>
  return {
    ...entity,
    fields: [...entity.fields, savedByField],
    admin: {
      ...entity.admin,
      components: { ...components, views: { ...components?.views, edit: { ...edit, versions: versionsView } } },
    },
  }
}

/**
 * Every collection and global with versions, whichever declared them (posts, plans, pages, the
 * landing, legal documents …, and any added later), records who saved each version and lists it
 * in its versions view: one field, one hook and one view for all of them.
 */
export const savedBy: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withSavedBy),
  globals: config.globals?.map(withSavedBy),
})
