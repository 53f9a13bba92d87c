import { localizedText, localizedTextarea } from '../../fields/common'
import { iconField } from './icon'
import { orderedContentCollection } from '../shared/orderedContent'

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
