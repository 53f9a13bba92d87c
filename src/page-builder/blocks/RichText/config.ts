import type { Block } from 'payload'

/** Free text with headings, lists and internal links (the site's rich-text editor and renderer). */
export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: { es: 'Texto', en: 'Rich text' }, plural: { es: 'Textos', en: 'Rich texts' } },
  fields: [
    { name: 'content', type: 'richText', label: { es: 'Contenido', en: 'Content' }, localized: true, required: true },
  ],
}
