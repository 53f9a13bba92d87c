import path from 'node:path'

import type { CollectionConfig, ImageSize } from 'payload'

import { anyone, isContentEditor } from '#src/access/roles.ts'
import { env, processEnv } from '#src/config/env.ts'
import { s3Configured } from '#src/config/storage.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { missingFileAs404 } from '#src/collections/Media/missing-file.ts'

const staticDir = path.resolve(process.cwd(), env.mediaDir())

/** Images for posts, plans, social cards and the logo. Sizes are made by sharp on upload. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { es: 'Imagen', en: 'Image' }, plural: { es: 'Imágenes', en: 'Images' } },
  admin: { group: { es: 'Contenido', en: 'Content' } },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: collectionRevalidation(),
  upload: {
    staticDir,
    // On disk, a missing file would be Payload's 500; in S3 (src/config/storage.ts) the adapter
    // answers 404 itself, and this disk check would hide every file.
    handlers: s3Configured(processEnv()) ? [] : [missingFileAs404(staticDir)],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    // The sizes' own fields (each size's file name, type, dimensions) are Payload's, labelled in
    // English and useless as list columns or filters: kept out of the list.
    imageSizes: (
      [
        { name: 'thumbnail', width: 400, height: 225, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
        { name: 'card', width: 768, height: 432, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
        { name: 'hero', width: 1280, height: 720, position: 'centre', formatOptions: { format: 'webp', options: { quality: 82 } } },
        { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'png' } },
      ] satisfies ImageSize[]
    ).map((size) => ({ ...size, admin: { disableListColumn: true, disableListFilter: true, disableGroupBy: true } })),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      // The seed finds its generated images again by this key: upload file names may get a suffix.
      name: 'seedKey',
      type: 'text',
      label: { es: 'Clave de la imagen de ejemplo', en: 'Sample image key' },
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { es: 'Imagen de ejemplo generada al preparar el sitio.', en: 'Sample image generated when the site was set up.' },
        condition: (data) => Boolean(data?.seedKey),
      },
    },
    {
      name: 'alt',
      type: 'text',
      label: { es: 'Texto alternativo', en: 'Alternative text' },
      localized: true,
      required: true,
      maxLength: 200,
      admin: {
        description: {
          es: 'Qué muestra la imagen, para quien no puede verla.',
          en: 'What the image shows, for people who cannot see it.',
        },
      },
    },
    // Payload's upload fields and the storage plugin's, labelled in English by them (or not at all):
    // named here so the lists' columns and filters read in the admin's language. Same names, so
    // Payload merges them into its own fields (no new columns).
    { name: 'mimeType', type: 'text', label: { es: 'Tipo de archivo (MIME)', en: 'MIME type' } },
    { name: 'thumbnailURL', type: 'text', label: { es: 'URL de la miniatura', en: 'Thumbnail URL' } },
    { name: 'url', type: 'text', label: { es: 'URL', en: 'URL' } },
    { name: 'prefix', type: 'text', label: { es: 'Prefijo de almacenamiento', en: 'Storage prefix' } },
  ],
}
