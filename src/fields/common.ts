import type { Field, PayloadRequest, TextField } from 'payload'

import { adminText } from '#src/i18n/admin.ts'
import { duplicateSlug, validateSlug } from '#src/fields/slug.ts'

/** A stable identifier the seed uses to find its documents again (no duplicates on re-runs). */
export const keyField: TextField = {
  name: 'key',
  type: 'text',
  label: { es: 'Clave interna', en: 'Internal key' },
  required: true,
  unique: true,
  index: true,
  maxLength: 60,
  admin: {
    position: 'sidebar',
    description: {
      es: 'Identificador estable (minúsculas y guiones). No lo cambies: lo usa la carga inicial.',
      en: 'Stable identifier (lowercase and hyphens). Do not change it: the seed uses it.',
    },
  },
  validate: validateSlug,
  hooks: { beforeDuplicate: [duplicateSlug] },
}

/** A language as staff read it, in their own language: «Inglés» in the Spanish admin, never «en» or «English». */
export const languageOptions = [
  { value: 'es', label: { es: 'Español', en: 'Spanish' } },
  { value: 'en', label: { es: 'Inglés', en: 'English' } },
]

/** Display order: lower first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  label: { es: 'Orden', en: 'Order' },
  required: true,
  defaultValue: 0,
  min: 0,
  admin: { position: 'sidebar' },
}

/** A localized text field (Spanish is the fallback). */
export function localizedText(
  name: string,
  label: { es: string; en: string },
  extra: Partial<TextField> = {},
): TextField {
  return { name, type: 'text', label, localized: true, required: true, ...extra } as TextField
}

export function localizedTextarea(name: string, label: { es: string; en: string }, required = true): Field {
  return { name, type: 'textarea', label, localized: true, required }
}

export function localizedRichText(name: string, label: { es: string; en: string }, required = true): Field {
  return { name, type: 'richText', label, localized: true, required }
}

type Labels = readonly [es: string, en: string]

/**
 * Localized copy fields from a compact table: `{ title: ['Título', 'Title'], intro: ['Introducción', 'Intro', 'textarea'] }`.
 * Every one is required (Spanish at least; English falls back to it).
 */
export function copyFields(
  table: Record<string, Labels | readonly [string, string, 'textarea' | 'optional']>,
): Field[] {
  return Object.entries(table).map(([name, [es, en, kind]]) => ({
    name,
    type: kind === 'textarea' ? 'textarea' : 'text',
    label: { es, en },
    localized: true,
    required: kind !== 'optional',
  })) as Field[]
}

/** A named group of copy fields. */
export function copyGroup(
  name: string,
  label: Labels,
  table: Parameters<typeof copyFields>[0],
  extra: Field[] = [],
): Field {
  return { name, type: 'group', label: { es: label[0], en: label[1] }, fields: [...copyFields(table), ...extra] }
}

/** A link: label (localized) and site path or URL. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', label: { es: 'Texto', en: 'Label' }, localized: true, required: true, maxLength: 60 },
  {
    name: 'href',
    type: 'text',
    label: { es: 'Destino', en: 'Target' },
    required: true,
    admin: {
      description: {
        es: 'Ruta del sitio (/help, /#precios) o URL completa.',
        en: 'Site path (/help, /#precios) or full URL.',
      },
    },
    validate: (value: unknown, { req }: { req: PayloadRequest }) =>
      typeof value === 'string' && /^(\/|https:\/\/|mailto:)/.test(value) ? true : adminText(req, 'linkInvalid'),
  },
]
