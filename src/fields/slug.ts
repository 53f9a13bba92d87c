import type { CollectionSlug, FieldHook, PayloadRequest, Validate } from 'payload'

import { adminText } from '#src/i18n/admin.ts'

/** Lowercase letters, digits and single hyphens: safe in a URL or an anchor as it is. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The reason a slug is refused, in the admin's language; null when it is fine. */
export function slugProblem(value: unknown, req: Pick<PayloadRequest, 't'>): string | null {
  if (typeof value !== 'string' || value === '') return req.t('validation:required')
  return SLUG_PATTERN.test(value) ? null : adminText(req, 'slugInvalid', { value })
}

export const validateSlug: Validate = (value, { req }) => slugProblem(value, req) ?? true

/** "Mi Artículo: ¿qué sigue?" → "mi-articulo-que-sigue" (accents dropped, at most 80 characters). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/**
 * `base`, or `base-2`, `base-3`…: the first value of the field that no other document of the
 * collection (drafts included) has.
 */
export async function freeSlug(
  req: PayloadRequest,
  collection: CollectionSlug,
  field: string,
  base: string,
  exceptId?: unknown,
): Promise<string> {
  const { docs } = await req.payload.find({
    collection,
    where: { [field]: { like: base } },
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { [field]: true },
    req,
  })
  const taken = new Set(
    docs.filter((doc) => doc.id !== exceptId).map((doc) => (doc as unknown as Record<string, unknown>)[field]),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * «Duplicar» for a unique slug-like field: Payload's default appends " - Copy", which the slug
 * rule refuses, so every copy failed. The copy gets "<value>-copia", numbered until it is free.
 */
export const duplicateSlug: FieldHook = async ({ value, req, collection, field }) => {
  if (!collection || !('name' in field) || !field.name) return value
  const base = `${slugify(typeof value === 'string' ? value : '') || 'copia'}-copia`.slice(0, 60)
  return freeSlug(req, collection.slug as CollectionSlug, field.name, base)
}
