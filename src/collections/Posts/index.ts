import type { CollectionConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '../../access/roles'
import { localizedRichText, localizedText, localizedTextarea } from '../../fields/common'
import { collectionRevalidation } from '../../lib/revalidate'
import { keepOldPostAddress } from '../../redirects/plugin'
import { assignArticleNumber } from './hooks/assignArticleNumber'

/** Blog posts at /blog/{articleNumber}. Drafts, versions and scheduled publishing. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { es: 'Artículo', en: 'Post' }, plural: { es: 'Blog', en: 'Blog' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'articleNumber', 'type', 'publishedAt', '_status'],
    group: { es: 'Contenido', en: 'Content' },
  },
  defaultSort: '-publishedAt',
  access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    ...collectionRevalidation(),
    afterChange: [...collectionRevalidation().afterChange, keepOldPostAddress],
    beforeValidate: [assignArticleNumber],
  },
  fields: [
    localizedText('title', { es: 'Título', en: 'Title' }, { maxLength: 120 }),
    localizedTextarea('description', { es: 'Resumen', en: 'Summary' }),
    localizedRichText('content', { es: 'Contenido', en: 'Content' }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { es: 'Imagen', en: 'Image' },
      required: true,
    },
    {
      name: 'articleNumber',
      type: 'number',
      label: { es: 'Número (URL /blog/número)', en: 'Number (URL /blog/number)' },
      unique: true,
      index: true,
      min: 1,
      admin: {
        position: 'sidebar',
        description: { es: 'Se asigna solo si lo dejas vacío.', en: 'Assigned automatically when left empty.' },
      },
    },
    {
      name: 'slug',
      type: 'text',
      label: 'Slug',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? true : 'a-z, 0-9 and hyphens only',
    },
    {
      name: 'type',
      type: 'select',
      label: { es: 'Tipo', en: 'Type' },
      required: true,
      defaultValue: 'article',
      options: [
        { value: 'article', label: { es: 'Artículo', en: 'Article' } },
        { value: 'tutorial', label: { es: 'Tutorial', en: 'Tutorial' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'trending',
      type: 'checkbox',
      label: { es: 'Insignia «Tendencia»', en: '"Trending" badge' },
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'readTimeMinutes',
      type: 'number',
      label: { es: 'Minutos de lectura', en: 'Reading time (minutes)' },
      required: true,
      min: 1,
      max: 120,
      admin: { position: 'sidebar' },
    },
    localizedText('author', { es: 'Autor', en: 'Author' }, { maxLength: 80, admin: { position: 'sidebar' } }),
    {
      name: 'publishedAt',
      type: 'date',
      label: { es: 'Fecha de publicación', en: 'Publish date' },
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}
