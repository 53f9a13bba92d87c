import type { Field } from 'payload'

import { type Label, walkFields } from '#src/fields/walk.ts'
import { lexicalToPlainText } from '#src/seo/plain-text.ts'

/** One localized value of a document: its path (array and block items by id) and where to find it in the admin. */
export type LocalizedLeaf = { path: string; label: Label; value: unknown }

/**
 * Every localized value of `data` (one language of a document, as hooks see it), by field path.
 * Array and block items are addressed by their id, not their position, so reordering moves no
 * status; a localized rich text, group, array or block list counts as one field (its whole value).
 */
export function localizedLeaves(
  fields: readonly Field[],
  data: Record<string, unknown> | null | undefined,
): Map<string, LocalizedLeaf> {
  const leaves = new Map<string, LocalizedLeaf>()
  walkFields(fields, data, {
    items: 'id',
    visit: ({ field, value, path, label }) => {
      if (!('localized' in field && field.localized)) return false
      leaves.set(path, { path, label, value })
      return true
    },
  })
  return leaves
}

/** Two values are the same when their JSON is (rich text compares as a whole). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** A value as plain text for the side-by-side view: rich text's text (a block a line), lists joined. */
export function plainText(value: unknown): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n')
  if (typeof value === 'object') {
    if ('root' in value && value.root) return lexicalToPlainText(value as Parameters<typeof lexicalToPlainText>[0])
    return Object.values(value).map(plainText).filter(Boolean).join(' · ')
  }
  return ''
}
