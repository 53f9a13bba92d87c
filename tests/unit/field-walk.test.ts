import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasLocalizedField, walkFields } from '#src/fields/walk.ts'

/** src/fields/walk.ts: the one walk over a document's fields that translation status and content health share. */
const fields: Field[] = [
  { type: 'ui', name: 'preview', admin: { components: { Field: '/x#X' } } },
  {
    type: 'tabs',
    tabs: [
      { label: 'Unnamed', fields: [{ name: 'title', type: 'text', label: { es: 'Título', en: 'Title' } }] },
      { name: 'seo', label: 'SEO', fields: [{ name: 'description', type: 'text' }] },
    ],
  },
  { type: 'row', fields: [{ name: 'intro', type: 'text', localized: true }] },
  {
    name: 'questions',
    type: 'array',
    label: { es: 'Preguntas', en: 'Questions' },
    fields: [{ name: 'answer', type: 'text', label: { es: 'Respuesta', en: 'Answer' } }],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'quote',
        labels: { singular: { es: 'Cita', en: 'Quote' }, plural: { es: 'Citas', en: 'Quotes' } },
        fields: [{ name: 'by', type: 'text' }],
      },
    ],
  },
]

const data = {
  title: 't',
  seo: { description: 'd' },
  intro: 'i',
  questions: [{ id: 'q1', answer: 'a1' }, { answer: 'no id' }],
  layout: [{ id: 'b1', blockType: 'quote', by: 'x' }],
}

const visited = (items: 'id' | 'position', takeWhole = (_path: string) => false) => {
  const seen: string[] = []
  walkFields(fields, data, {
    items,
    visit: ({ path, label, value }) => {
      seen.push(`${path} = ${typeof value === 'object' ? '…' : String(value)} (${label.en})`)
      return takeWhole(path)
    },
  })
  return seen
}

describe('the field walk', () => {
  it('visits every named field with its path and label; rows and unnamed tabs add nothing', () => {
    expect(visited('id')).toEqual([
      'title = t (Title)',
      'seo = … (SEO)',
      'seo.description = d (SEO › description)',
      'intro = i (intro)',
      'questions = … (Questions)',
      'questions.q1.answer = a1 (Questions › #1 › Answer)',
      'layout = … (layout)',
      'layout.b1.by = x (layout › #1 › Quote › by)',
    ])
  })

  it('names items by position when asked, the ones without an id included', () => {
    expect(visited('position').filter((line) => line.startsWith('questions.'))).toEqual([
      'questions.0.answer = a1 (Questions › #1 › Answer)',
      'questions.1.answer = no id (Questions › #2 › Answer)',
    ])
  })

  it('takes a value whole when the visitor says so', () => {
    const seen = visited('id', (path) => path === 'seo' || path === 'questions')
    expect(seen.some((line) => line.startsWith('seo.') || line.startsWith('questions.'))).toBe(false)
    expect(seen).toContain('layout.b1.by = x (layout › #1 › Quote › by)')
  })

  it('finds a localized field at any depth', () => {
    expect(hasLocalizedField(fields)).toBe(true)
    expect(hasLocalizedField(fields.filter((field) => field.type !== 'row'))).toBe(false)
  })
})
