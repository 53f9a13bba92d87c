import { withStaffView } from '#src/admin/staffView.ts'
import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

import { TranslationStatus, translationStatusSlug } from '#src/translations/collection.ts'
import { hasLocalizedField } from '#src/fields/walk.ts'
import { collectionTracking, globalTracking } from '#src/translations/track.ts'

/** Collections whose localized fields are not content to translate (plugin indexes, this feature's own records). */
const untracked = new Set(['search', translationStatusSlug])

/** The list column: out-of-date translations per document (src/translations/components/OutOfDateCell.tsx). */
const statusColumn = {
  name: 'translationStatus',
  type: 'ui',
  label: { es: 'Traducción', en: 'Translation' },
  admin: {
    components: { Cell: '/translations/components/OutOfDateCell#OutOfDateCell' },
  },
} satisfies Field

function trackCollection(collection: CollectionConfig): CollectionConfig {
  if (untracked.has(collection.slug) || !hasLocalizedField(collection.fields)) return collection
  const tracking = collectionTracking({
    kind: 'collection',
    slug: collection.slug,
    fields: collection.fields,
    titleField: collection.admin?.useAsTitle,
  })
  const hooks = collection.hooks ?? {}
  const defaultColumns = collection.admin?.defaultColumns
  return {
    ...collection,
    admin: {
      ...collection.admin,
      ...(defaultColumns ? { defaultColumns: [...defaultColumns, statusColumn.name] } : {}),
    },
    fields: [...collection.fields, statusColumn],
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), tracking.beforeChange],
      afterChange: [...(hooks.afterChange ?? []), tracking.afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), tracking.afterDelete],
    },
  }
}

function trackGlobal(global: GlobalConfig): GlobalConfig {
  if (!hasLocalizedField(global.fields)) return global
  const tracking = globalTracking({ kind: 'global', slug: global.slug, fields: global.fields })
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), tracking.beforeChange],
      afterChange: [...(hooks.afterChange ?? []), tracking.afterChange],
    },
  }
}

/**
 * Translation status for every localized collection and global (issue 31): hooks that mark a
 * field's other language out of date when one language changes, a list column with the count,
 * the records' collection and the «Traducción» admin view. Registered last, so that it sees the
 * collections other plugins add; it only appends hooks, drafts or not.
 */
export const translationStatus: Plugin = (config) => ({
  ...config,
  collections: [...(config.collections ?? []).map(trackCollection), TranslationStatus],
  globals: (config.globals ?? []).map(trackGlobal),
  admin: withStaffView(config, {
    key: 'translations',
    Component: '/translations/components/TranslationView#TranslationView',
    path: '/traduccion',
    navLink: '/translations/components/NavLink#TranslationNavLink',
  }),
})
