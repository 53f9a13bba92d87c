import type { Field } from 'payload'

import type { Locale } from '#src/i18n/locales.ts'

/** A field's label in both admin languages, from its config (a plain string, or its name when it has none). */
export type Label = Record<Locale, string>

/** One localized value of a document: its path (array and block items by id) and where to find it in the admin. */
export type LocalizedLeaf = { path: string; label: Label; value: unknown }

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

const itemLabel = (prefix: Label, index: number): Label => join(prefix, { es: `#${index + 1}`, en: `#${index + 1}` })

type Data = Record<string, unknown> | null | undefined

/**
 * Every localized value of `data` (one language of a document, as hooks see it), by field path.
 * Array and block items are addressed by their id, not their position, so reordering moves no
 * status; a localized rich text, group, array or block list counts as one field (its whole value).
 */
export function localizedLeaves(fields: readonly Field[], data: Data): Map<string, LocalizedLeaf> {
  const leaves = new Map<string, LocalizedLeaf>()
  walk(fields, data, '', null, leaves)
  return leaves
}

function walk(
  fields: readonly Field[],
  data: Data,
  prefix: string,
  labels: Label | null,
  out: Map<string, LocalizedLeaf>,
) {
  for (const field of fields) {
    if (field.type === 'ui') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const path = `${prefix}${tab.name}`
          const label = join(labels, labelOf(tab as never))
          if (tab.localized) out.set(path, { path, label, value: data?.[tab.name] })
          else walk(tab.fields, data?.[tab.name] as Data, `${path}.`, label, out)
        } else walk(tab.fields, data, prefix, labels, out)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walk(field.fields, data, prefix, labels, out)
      continue
    }
    const path = `${prefix}${field.name}`
    const label = join(labels, labelOf(field))
    const value = data?.[field.name]
    if ('localized' in field && field.localized) {
      out.set(path, { path, label, value })
      continue
    }
    if (field.type === 'group') walk(field.fields, value as Data, `${path}.`, label, out)
    else if (field.type === 'array' && Array.isArray(value)) {
      value.forEach((item: Record<string, unknown>, index) => {
        if (item?.id) walk(field.fields, item, `${path}.${item.id as string}.`, itemLabel(label, index), out)
      })
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((item: Record<string, unknown>, index) => {
        const block = field.blocks.find((candidate) => candidate.slug === item?.blockType)
        if (block && item?.id)
          walk(
            block.fields,
            item,
            `${path}.${item.id as string}.`,
            join(itemLabel(label, index), labelOf({ label: block.labels?.singular, name: block.slug })),
            out,
          )
      })
    }
  }
}

/** Whether a list of fields holds any localized field (the collections and globals the status covers). */
export function hasLocalizedField(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => tab.localized || hasLocalizedField(tab.fields))
    if (field.type === 'blocks') return field.blocks.some((block) => hasLocalizedField(block.fields))
    return 'fields' in field && hasLocalizedField(field.fields)
  })
}

/** Two values are the same when their JSON is (rich text compares as a whole). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** A value as plain text for the side-by-side view: rich text's text, lists joined. */
export function plainText(value: unknown): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n')
  if (typeof value === 'object') {
    const node = value as { root?: unknown; text?: unknown; children?: unknown; type?: string }
    if (node.root) return plainText(node.root)
    if (typeof node.text === 'string') return node.text
    if (Array.isArray(node.children)) {
      const separator = node.type === 'root' || node.type === 'list' ? '\n' : ''
      return node.children.map(plainText).join(separator)
    }
    return Object.values(value).map(plainText).filter(Boolean).join(' · ')
  }
  return ''
}
