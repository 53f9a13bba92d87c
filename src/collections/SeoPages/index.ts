import type { CollectionConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { seoRoutes } from '#src/routes.ts'
import { contentVersions, publishButton } from '#src/collections/shared/versions.ts'

/** Title, description, keywords, social image and indexing of each public route (plugin-seo fields in `meta`). */
export const SeoPages: CollectionConfig = {
  slug: 'seo-pages',
  labels: { singular: { es: 'SEO de página', en: 'Page SEO' }, plural: { es: 'SEO de páginas', en: 'Page SEO' } },
  admin: {
    useAsTitle: 'route',
    defaultColumns: ['route', 'meta.title', '_status'],
    group: { es: 'Sitio', en: 'Site' },
    components: { edit: publishButton },
  },
  defaultSort: 'route',
  access: { read: publishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  versions: contentVersions,
  hooks: collectionRevalidation(),
  fields: [
    {
      name: 'route',
      type: 'select',
      label: { es: 'Ruta', en: 'Route' },
      required: true,
      unique: true,
      options: seoRoutes.map((route) => ({ value: route, label: route })),
    },
  ],
}
