import type { PayloadRequest, Validate } from 'payload'

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
