import type { Field, TextareaField, TextField } from 'payload'

import { iconField } from '#src/collections/Features/icon.ts'

/**
 * Fields inside page blocks. Every word is localized, the blocks themselves are not (see the
 * `layout` field in src/page-builder/collection.ts), and every text has a ceiling so a page's
 * layout stays bounded (60 blocks of bounded fields).
 */
type Labels = { es: string; en: string }

export const text = (name: string, label: Labels, maxLength = 120, required = true): TextField => ({
  name,
  type: 'text',
  label,
  localized: true,
  required,
  maxLength,
})

export const textarea = (name: string, label: Labels, maxLength = 600, required = false): TextareaField => ({
  name,
  type: 'textarea',
  label,
  localized: true,
  required,
  maxLength,
})

export const heading = text('heading', { es: 'Título de la sección', en: 'Section title' }, 120, false)
export const lead = textarea('lead', { es: 'Entrada', en: 'Lead' }, 400)

/** Cards and steps: a short list of titled texts, each with an icon when `withIcon`. */
export function items(name: string, label: Labels, one: Labels, maxRows: number, withIcon: boolean): Field {
  return {
    name,
    type: 'array',
    label,
    // Without them Payload names each row «Item 03» and its button «Añadir Item», in English.
    labels: { singular: one, plural: label },
    minRows: 1,
    maxRows,
    fields: [
      text('title', { es: 'Título', en: 'Title' }, 80),
      textarea('description', { es: 'Descripción', en: 'Description' }, 400),
      ...(withIcon ? [{ ...iconField, admin: {} }] : []),
    ],
  }
}

/**
 * Content a block places live (plans, FAQ sections): the relationship staff choose, and beside it
 * a hidden note of what was chosen at the last save. Payload drops a deleted document from a
 * hasMany relationship without a trace, so without the note a page that placed two plans, one of
 * them deleted since, would show one and nobody would know one went missing; with it, content
 * health (src/content-health/check.ts) compares the two and lists the block until staff save the
 * page again. Not localized, like the block itself.
 */
export function placedLive(
  name: string,
  relationTo: 'plans' | 'faq-sections',
  label: Labels,
  maxRows: number,
): [Field, Field] {
  const ids = (value: unknown) =>
    Array.isArray(value)
      ? value.map((item) => String(typeof item === 'object' && item ? (item as { id: unknown }).id : item))
      : []
  return [
    { name, type: 'relationship', relationTo, hasMany: true, required: true, minRows: 1, maxRows, label },
    {
      name: placedNoteName(name),
      type: 'json',
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => ids(siblingData[name])] },
    },
  ]
}

/** The hidden note's field name beside a live relationship (placedLive). */
export const placedNoteName = (name: string) => `${name}Placed`
