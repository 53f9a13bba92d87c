import { localizedText, localizedTextarea } from '#src/fields/common.ts'
import { iconField } from '#src/collections/Features/icon.ts'
import { orderedContentCollection } from '#src/collections/shared/orderedContent.ts'

/** Integration cards at /integrations with their availability. */
export const Integrations = orderedContentCollection({
  slug: 'integrations',
  labels: { singular: { es: 'Integración', en: 'Integration' }, plural: { es: 'Integraciones', en: 'Integrations' } },
  useAsTitle: 'title',
  columns: ['title', 'status'],
  fields: [
    localizedText('title', { es: 'Título', en: 'Title' }, { maxLength: 80 }),
    localizedTextarea('description', { es: 'Descripción', en: 'Description' }),
    iconField,
    {
      name: 'status',
      type: 'select',
      // Its own type name: Payload's default (enum_integrations_status) is also the name of the
      // drafts' `_status` type, and the two would clash.
      enumName: 'enum_integrations_availability',
      label: { es: 'Estado', en: 'Status' },
      required: true,
      defaultValue: 'coming-soon',
      options: [
        { value: 'available', label: { es: 'Disponible', en: 'Available' } },
        { value: 'coming-soon', label: { es: 'Próximamente', en: 'Coming soon' } },
      ],
      admin: { position: 'sidebar' },
    },
  ],
})
