import type { Field, Plugin } from 'payload'

/**
 * Every collection with drafts lists its status through src/admin/StatusCell.tsx (a draft that
 * was unpublished is «Borrador», not «Borrador (tiene versión publicada)»). The field is Payload's
 * own `_status`, same name and type: Payload merges this into it (no schema change).
 */
const statusField = {
  name: '_status',
  type: 'select',
  // Payload's own options come from its field: none here, or the merge would add them twice.
  options: [],
  // Without a label the merged field is headed by its name («_status», «Ordenar por _status»).
  label: ({ t }) => t('version:status'),
  admin: { components: { Cell: '/admin/StatusCell#StatusCell' } },
} as Field

export const draftStatus: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    typeof collection.versions === 'object' && collection.versions.drafts
      ? { ...collection, fields: [...collection.fields, statusField] }
      : collection,
  ),
})
