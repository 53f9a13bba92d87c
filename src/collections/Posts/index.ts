import type { CollectionConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { localizedRichText, localizedText, localizedTextarea } from '#src/fields/common.ts'
import { postLivePreview, postPreviewPath } from '#src/admin/livePreview.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { duplicateSlug, validateSlug } from '#src/fields/slug.ts'
import { keepOldPostAddress, rememberPublishedNumber } from '#src/redirects/plugin.ts'
import { assignArticleNumber } from '#src/collections/Posts/hooks/assignArticleNumber.ts'
import { prepareFields } from '#src/collections/Posts/hooks/prepareFields.ts'
import { nextScheduled } from '#src/collections/Posts/scheduled.ts'

/** Blog posts at /blog/{articleNumber}. Drafts, versions and scheduled publishing. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { es: 'Artículo', en: 'Post' }, plural: { es: 'Blog', en: 'Blog' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'articleNumber', 'type', 'publishedAt', '_status', 'scheduled'],
    group: { es: 'Contenido', en: 'Content' },
    // The draft as it will look, updated while typing (phone and desktop widths), and a private
    // address for it; both staff only (src/app/(frontend)/[locale]/(site)/preview).
    livePreview: postLivePreview,
    preview: (doc, { locale }) => (doc.id ? postPreviewPath(doc.id as number, locale) : null),
    // Payload's Publish button whose schedule dialog opens on "Publish" for a never-published draft.
    components: { edit: { PublishButton: '/admin/PublishButton#PublishButton' } },
  },
  defaultSort: '-publishedAt',
  access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // The schedule dialog's time list in 24-hour form (Payload's default is 3:15 PM).
  versions: { drafts: { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } }, maxPerDoc: 50 },
  hooks: {
    ...collectionRevalidation(),
    afterChange: [...collectionRevalidation().afterChange, keepOldPostAddress],
    beforeChange: [rememberPublishedNumber],
    beforeValidate: [assignArticleNumber, prepareFields],
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
      // «Duplicar»: the copy gets the next free number (assignArticleNumber), never the original's.
      // Payload's default hook for unique numbers returns undefined, which keeps the value (its
      // beforeDuplicate only replaces on a defined result): the copy then broke the unique index.
      hooks: { beforeDuplicate: [() => null] },
      admin: {
        position: 'sidebar',
        description: { es: 'Se asigna solo si lo dejas vacío.', en: 'Assigned automatically when left empty.' },
      },
    },
    {
      name: 'slug',
      type: 'text',
      label: { es: 'Identificador en la dirección', en: 'Slug' },
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          es: 'Se crea a partir del título si lo dejas vacío.',
          en: 'Made from the title when left empty.',
        },
      },
      validate: validateSlug,
      hooks: { beforeDuplicate: [duplicateSlug] },
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
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          es: 'Se calcula del texto al guardar (200 palabras por minuto).',
          en: 'Computed from the text on save (200 words a minute).',
        },
      },
    },
    localizedText(
      'author',
      { es: 'Autor', en: 'Author' },
      {
        maxLength: 80,
        // The signed-in staff member, or the team when the account has no name.
        defaultValue: ({ user }: { user?: { name?: string | null } | null }) => user?.name || 'Equipo CitaYa',
        admin: { position: 'sidebar' },
      },
    ),
    {
      name: 'scheduled',
      type: 'text',
      virtual: true,
      label: { es: 'Programado', en: 'Scheduled' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          es: 'Lo próximo programado con «Programar publicación».',
          en: 'What is next, set with Schedule publish.',
        },
      },
      hooks: { afterRead: [nextScheduled] },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: { es: 'Fecha de publicación', en: 'Publish date' },
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
  ],
}
