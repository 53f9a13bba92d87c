import type { Field, FieldAffectingData, TabAsField } from 'payload'

import type { Locale } from '#src/i18n/locales.ts'

/** A field's label in both admin languages, from its config (a plain string, or its name when it has none). */
export type Label = Record<Locale, string>

export function labelOf(field: { name?: string; label?: unknown }): Label {
  const label = field.label
  if (typeof label === 'string') return { es: label, en: label }
  if (label && typeof label === 'object') {
    const byLanguage = label as Partial<Label>
    const fallback = byLanguage.es ?? byLanguage.en ?? field.name ?? ''
    return { es: byLanguage.es ?? fallback, en: byLanguage.en ?? fallback }
  }
  return { es: field.name ?? '', en: field.name ?? '' }
}

export const join = (prefix: Label | null, label: Label): Label =>
  prefix ? { es: `${prefix.es} › ${label.es}`, en: `${prefix.en} › ${label.en}` } : label

/** An array or block item's label: its position from 1 («Preguntas › #2»). */
export const itemLabel = (prefix: Label, index: number): Label =>
  join(prefix, { es: `#${index + 1}`, en: `#${index + 1}` })

type Data = Record<string, unknown> | null | undefined

/**
 * A named field (a named tab as Payload describes one, `type: 'tab'`) with its value and where it
 * is; `siblingData` is the object holding it (for a field shown only under its siblings' condition).
 */
export type FieldAt = { field: FieldAffectingData; value: unknown; path: string; label: Label; siblingData: Data }

export type FieldWalk = {
  /**
   * How an array or block item is named in paths: by its id (an item without one is skipped),
   * which survives reordering, or by its position, as the admin's field ids are.
   */
  items: 'id' | 'position'
  /**
   * Called for every named field, outermost first. Returning true takes the value whole: nothing
   * inside it is visited. Otherwise a group's or named tab's fields, and each array or block item's,
   * are visited next.
   */
  visit: (at: FieldAt) => boolean | void
}

/**
 * Every named field of `fields` over `data` (a document as hooks and the Local API see it), with
 * its dotted path and its label in both admin languages (groups, tabs and items joined with «›»).
 * Rows, collapsibles and unnamed tabs add nothing to either; UI fields hold no data.
 */
export function walkFields(
  fields: readonly Field[],
  data: Data,
  walk: FieldWalk,
  prefix = '',
  labels: Label | null = null,
): void {
  for (const field of fields) {
    if (field.type === 'ui') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) visitNamed({ ...tab, type: 'tab' } as TabAsField, data, walk, prefix, labels)
        else walkFields(tab.fields, data, walk, prefix, labels)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walkFields(field.fields, data, walk, prefix, labels)
      continue
    }
    visitNamed(field as FieldAffectingData, data, walk, prefix, labels)
  }
}

function visitNamed(field: FieldAffectingData, data: Data, walk: FieldWalk, prefix: string, labels: Label | null) {
  const name = field.name as string
  const path = `${prefix}${name}`
  const label = join(labels, labelOf(field as { name?: string; label?: unknown }))
  const value = data?.[name]
  if (walk.visit({ field, value, path, label, siblingData: data })) return
  if (field.type === 'group' || field.type === 'tab') walkFields(field.fields, value as Data, walk, `${path}.`, label)
  else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
    value.forEach((item: Data, index) => {
      const key = walk.items === 'id' ? item?.id : index
      if (walk.items === 'id' && !key) return
      const itemPath = `${path}.${key as string}.`
      if (field.type === 'array') return walkFields(field.fields, item, walk, itemPath, itemLabel(label, index))
      const block = field.blocks.find((candidate) => candidate.slug === item?.blockType)
      if (block)
        walkFields(
          block.fields,
          item,
          walk,
          itemPath,
          join(itemLabel(label, index), labelOf({ label: block.labels?.singular, name: block.slug })),
        )
    })
  }
}

/**
 * Whether any field, at any depth (groups, arrays, blocks, tabs, rows), is localized: the
 * collections and globals with content in two languages.
 */
export function hasLocalizedField(fields: readonly Field[] | undefined): boolean {
  return (fields ?? []).some((field) => {
    if ('localized' in field && field.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => tab.localized || hasLocalizedField(tab.fields))
    if (field.type === 'blocks') return field.blocks.some((block) => hasLocalizedField(block.fields))
    return 'fields' in field && hasLocalizedField(field.fields)
  })
}
