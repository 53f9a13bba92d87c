import type { CollectionConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { madePageLivePreview, madePagePreviewPath } from '#src/admin/livePreview.ts'
import { contentVersions, publishButton } from '#src/collections/shared/versions.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { linkFields } from '#src/fields/common.ts'
import { checkPageAddress } from '#src/page-builder/address-check.ts'
import { keepOldPageAddresses, rememberAddresses } from '#src/page-builder/address-redirects.ts'
import { SLUG_MAX } from '#src/page-builder/address.ts'
import { contentBlocks, pageBlocks } from '#src/page-builder/blocks/index.ts'
import { text, textarea } from '#src/page-builder/blocks/fields.ts'
import { boundLayout, layoutField } from '#src/page-builder/layout.ts'

const pageRevalidation = collectionRevalidation()

/**
 * Pages marketing makes from blocks (issue 39), at their own address in each language
 * (`/para-psicologos`, `/en/for-psychologists`), optionally under a parent page. Drafts, versions,
 * scheduled publish and unpublish as every content type (src/collections/shared/versions.ts); the
 * release panel, translation status and content health reach it through their plugins, and the
 * SEO fields through src/seo/plugin.ts.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { es: 'Página', en: 'Page' }, plural: { es: 'Páginas', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'parent', '_status', 'updatedAt'],
    group: { es: 'Sitio', en: 'Site' },
    components: { edit: publishButton },
    // The latest saved draft as the site would show it, beside the editor and by the Preview
    // button; staff only (src/app/(frontend)/[locale]/(site)/preview/made-page).
    livePreview: madePageLivePreview,
    preview: (doc, { locale }) => (doc.id ? madePagePreviewPath(doc.id as number, locale) : null),
  },
  access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  versions: contentVersions,
  hooks: {
    ...pageRevalidation,
    beforeValidate: [boundLayout, checkPageAddress],
    beforeChange: [rememberAddresses],
    // The old addresses' redirects first, in the publish's transaction; then the caches expire.
    afterChange: [keepOldPageAddresses, ...pageRevalidation.afterChange],
  },
  fields: [
    text('title', { es: 'Título', en: 'Title' }, 120),
    {
      name: 'slug',
      type: 'text',
      label: { es: 'Dirección (en este idioma)', en: 'Address (in this language)' },
      localized: true,
      required: true,
      index: true,
      maxLength: SLUG_MAX,
      admin: {
        position: 'sidebar',
        description: {
          es: 'La parte final de la dirección, p. ej. «para-psicologos». Se crea del título si la dejas vacía; minúsculas, sin acentos ni espacios. Puede ser distinta en cada idioma.',
          en: 'The last part of the address, e.g. "for-psychologists". Made from the title when left empty; lowercase, no accents or spaces. May differ per language.',
        },
      },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      label: { es: 'Página superior', en: 'Parent page' },
      admin: {
        position: 'sidebar',
        description: {
          es: 'Opcional: la dirección queda debajo de la suya (/especialidades/psicologos) y aparece en la ruta de navegación.',
          en: 'Optional: the address goes under its own (/specialties/psychologists) and shows in the breadcrumbs.',
        },
      },
    },
    {
      name: 'showInSearch',
      type: 'checkbox',
      label: { es: 'Mostrar en la búsqueda de ayuda', en: 'Show in the help search' },
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: {
          es: 'La página aparece en la búsqueda del centro de ayuda, en cada idioma con su dirección, mientras esté publicada.',
          en: 'The page shows in the help center search, in each language at its address, while it is published.',
        },
      },
    },
    {
      name: 'hero',
      type: 'group',
      label: { es: 'Portada', en: 'Hero' },
      fields: [
        text('eyebrow', { es: 'Antetítulo', en: 'Eyebrow' }, 80, false),
        text('headline', { es: 'Titular', en: 'Headline' }, 120),
        textarea('text', { es: 'Texto', en: 'Text' }, 400),
        {
          name: 'buttons',
          type: 'array',
          label: { es: 'Botones', en: 'Buttons' },
          labels: { singular: { es: 'Botón', en: 'Button' }, plural: { es: 'Botones', en: 'Buttons' } },
          maxRows: 2,
          fields: linkFields,
        },
        {
          name: 'visual',
          type: 'select',
          label: { es: 'A la derecha', en: 'On the right' },
          defaultValue: 'phone',
          required: true,
          options: [
            { value: 'phone', label: { es: 'La conversación en el teléfono', en: 'The phone conversation' } },
            { value: 'image', label: { es: 'Una imagen', en: 'An image' } },
          ],
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { es: 'Imagen', en: 'Image' },
          admin: { condition: (_, siblingData) => siblingData?.visual === 'image' },
        },
      ],
    },
    layoutField(pageBlocks),
  ],
}

/**
 * Reusable sections: blocks kept once and placed on many pages with the «Sección reutilizable»
 * block (edit once, every page that places it changes).
 */
export const Sections: CollectionConfig = {
  slug: 'sections',
  labels: {
    singular: { es: 'Sección reutilizable', en: 'Reusable section' },
    plural: { es: 'Secciones reutilizables', en: 'Reusable sections' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'updatedAt'],
    group: { es: 'Sitio', en: 'Site' },
    components: { edit: publishButton },
  },
  access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  versions: contentVersions,
  hooks: { ...collectionRevalidation(), beforeValidate: [boundLayout] },
  fields: [
    text('title', { es: 'Nombre (solo en el admin)', en: 'Name (admin only)' }, 120),
    {
      name: 'usage',
      type: 'ui',
      // A list, not a value: named, and kept out of the list's column picker.
      label: { es: 'Dónde se usa', en: 'Where it is used' },
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/page-builder/components/SectionUsage#SectionUsage' },
      },
    },
    layoutField(contentBlocks),
  ],
}
