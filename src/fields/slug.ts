import type { PayloadRequest, Validate } from 'payload'

/** Lowercase letters, digits and single hyphens: safe in a URL or an anchor as it is. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The admin's language for a message (Spanish unless the staff member chose English). */
export const adminLanguage = (req: Pick<PayloadRequest, 'i18n'> | undefined): 'es' | 'en' => (req?.i18n?.language === 'en' ? 'en' : 'es')

const messages = {
  es: (value: string) => `«${value}» no sirve como identificador: usa solo minúsculas sin acentos, números y guiones (por ejemplo «mi-articulo»).`,
  en: (value: string) => `"${value}" cannot be used as an identifier: use only lowercase letters without accents, digits and hyphens (for example "my-article").`,
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
}

/** The reason a slug is refused, in the admin's language; null when it is fine. */
export function slugProblem(value: unknown, req: Pick<PayloadRequest, 'i18n'> | undefined): string | null {
  const language = adminLanguage(req)
  if (typeof value !== 'string' || value === '') return messages.required[language]
  return SLUG_PATTERN.test(value) ? null : messages[language](value)
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

/** A validation message in the admin's language. */
export const inAdminLanguage = (req: Pick<PayloadRequest, 'i18n'> | undefined, message: { es: string; en: string }): string => message[adminLanguage(req)]
