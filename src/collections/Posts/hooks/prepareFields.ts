import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { freeSlug, slugify, slugProblem } from '#src/fields/slug.ts'

/** Words per minute for the reading time shown on the post (an unhurried reader). */
const WORDS_PER_MINUTE = 200

/** The words of a Lexical document (text nodes only). */
export function lexicalWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  let count = typeof text === 'string' ? text.split(/\s+/).filter(Boolean).length : 0
  if (root) count += lexicalWords(root)
  if (Array.isArray(children)) for (const child of children) count += lexicalWords(child)
  return count
}

export const readingMinutes = (content: unknown): number =>
  Math.min(120, Math.max(1, Math.round(lexicalWords(content) / WORDS_PER_MINUTE)))

/**
 * No busywork, and nothing a page cannot show, drafts included (Payload skips field validation on
 * draft saves):
 * - the slug is derived from the title when left empty (made unique with a number), and a slug a
 *   URL cannot carry ("Mi Artículo") is refused with the reason, next to the field;
 * - the reading time is computed from the text.
 */
export const prepareFields: CollectionBeforeValidateHook = async ({ data, originalDoc, req, collection }) => {
  if (!data) return data
  const next = { ...data }
  if (!next.slug && !originalDoc?.slug && typeof next.title === 'string' && next.title.trim()) {
    next.slug = await freeSlug(req, 'posts', 'slug', slugify(next.title) || 'articulo', originalDoc?.id)
  }
  if (next.slug !== undefined && next.slug !== originalDoc?.slug) {
    const problem = slugProblem(next.slug, req)
    if (problem) {
      throw new ValidationError(
        { collection: collection.slug, errors: [{ path: 'slug', label: 'Slug', message: problem }], req },
        req.t,
      )
    }
  }
  if (next.content) next.readTimeMinutes = readingMinutes(next.content)
  return next
}
