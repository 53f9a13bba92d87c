import type { Block } from 'payload'

import { text, textarea } from '#src/page-builder/blocks/fields.ts'

/** An image beside a title and a text, on either side. */
export const ImageTextBlock: Block = {
  slug: 'imageText',
  labels: {
    singular: { es: 'Imagen con texto', en: 'Image with text' },
    plural: { es: 'Imágenes con texto', en: 'Images with text' },
  },
  fields: [
    text('heading', { es: 'Título', en: 'Title' }),
    textarea('text', { es: 'Texto', en: 'Text' }, 1200, true),
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { es: 'Imagen', en: 'Image' } },
    {
      name: 'imageSide',
      type: 'select',
      label: { es: 'Imagen a la', en: 'Image on the' },
      defaultValue: 'right',
      required: true,
      options: [
        { value: 'right', label: { es: 'Derecha', en: 'Right' } },
        { value: 'left', label: { es: 'Izquierda', en: 'Left' } },
      ],
    },
  ],
}
