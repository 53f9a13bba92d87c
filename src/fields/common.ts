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

/**
 * A link: label (localized) and its target, either an address written by hand (a site path or
 * URL) or a page made from blocks (src/page-builder), chosen from a list. A chosen page is
 * followed to its address in the visitor's language, so a page whose address changes, or differs
 * per language, needs no edit here; one unpublished or deleted is left out of the menu (and
 * listed by content health) rather than shown as a broken link.
 */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', label: { es: 'Texto', en: 'Label' }, localized: true, required: true, maxLength: 60 },
  {
    name: 'kind',
    type: 'radio',
    label: { es: 'Lleva a', en: 'Goes to' },
    required: true,
    defaultValue: 'address',
    options: [
      { value: 'address', label: { es: 'Una dirección', en: 'An address' } },
      { value: 'page', label: { es: 'Una página hecha con bloques', en: 'A page made from blocks' } },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'page',
    type: 'relationship',
    relationTo: 'pages',
    label: { es: 'Página', en: 'Page' },
    // The target not chosen is not kept: a link holds one target, and content health checks that one.
    hooks: { beforeChange: [({ value, siblingData }) => (siblingData?.kind === 'page' ? value : null)] },
    admin: {
      condition: (_, siblingData) => siblingData?.kind === 'page',
      description: {
        es: 'El enlace lleva a la dirección de la página en el idioma de quien visita.',
        en: "The link goes to the page's address in the visitor's language.",
      },
    },
    validate: (
      value: unknown,
      { siblingData, req }: { siblingData: Partial<{ kind: string }>; req: PayloadRequest },
    ) =>
      siblingData?.kind !== 'page' || (value !== null && value !== undefined && value !== '')
        ? true
        : adminText(req, 'linkPageRequired'),
  },
  {
    name: 'href',
    type: 'text',
    label: { es: 'Destino', en: 'Target' },
    hooks: { beforeChange: [({ value, siblingData }) => (siblingData?.kind === 'page' ? null : value)] },
    admin: {
      condition: (_, siblingData) => siblingData?.kind !== 'page',
      description: {
        es: 'Ruta del sitio (/help, /#precios) o URL completa.',
        en: 'Site path (/help, /#precios) or full URL.',
      },
    },
    validate: (
      value: unknown,
      { siblingData, req }: { siblingData: Partial<{ kind: string }>; req: PayloadRequest },
    ) =>
      siblingData?.kind === 'page' || (typeof value === 'string' && /^(\/|https:\/\/|mailto:)/.test(value))
        ? true
        : adminText(req, 'linkInvalid'),
  },
]
