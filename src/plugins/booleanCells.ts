import type { Field, Plugin } from 'payload'

const cell = '/admin/BooleanCell#BooleanCell'

/** Every checkbox field, also inside groups, rows, collapsibles and tabs, listed through src/admin/BooleanCell.tsx. */
function withCell(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'checkbox')
      return { ...field, admin: { ...field.admin, components: { Cell: cell, ...field.admin?.components } } }
    if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible')
      return { ...field, fields: withCell(field.fields) }
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withCell(tab.fields) })) }
    return field
  })
}

/**
 * Yes/no columns read «Sí» / «No» on every list, whichever collection or plugin added the field
 * (the SEO plugin's «No indexar», a legal version's «Retirada»).
 */
export const booleanCells: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: withCell(collection.fields) })),
})
