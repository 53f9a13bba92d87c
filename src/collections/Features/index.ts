import { localizedText, localizedTextarea } from '#src/fields/common.ts'
import { iconField } from '#src/collections/Features/icon.ts'
import { orderedContentCollection } from '#src/collections/shared/orderedContent.ts'

/** Feature cards at /features. */
export const Features = orderedContentCollection({
  slug: 'features',
  labels: { singular: { es: 'Funcionalidad', en: 'Feature' }, plural: { es: 'Funcionalidades', en: 'Features' } },
  useAsTitle: 'title',
  columns: ['title'],
  fields: [
    localizedText('title', { es: 'Título', en: 'Title' }, { maxLength: 80 }),
    localizedTextarea('description', { es: 'Descripción', en: 'Description' }),
    iconField,
  ],
})
