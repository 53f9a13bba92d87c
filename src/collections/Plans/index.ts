import type { PayloadRequest } from 'payload'

import { localizedText, localizedTextarea } from '#src/fields/common.ts'
import { adminText } from '#src/i18n/admin.ts'
import { orderedContentCollection } from '#src/collections/shared/orderedContent.ts'

/** Pricing plans (Médico, Clínica, Hospital). A plan without a price is "custom". */
export const Plans = orderedContentCollection({
  slug: 'plans',
  labels: { singular: { es: 'Plan', en: 'Plan' }, plural: { es: 'Planes', en: 'Plans' } },
  useAsTitle: 'name',
  columns: ['name', 'priceAmount', 'mostPopular'],
  fields: [
    localizedText('name', { es: 'Nombre', en: 'Name' }, { maxLength: 60 }),
    {
      type: 'row',
      fields: [
        {
          name: 'priceAmount',
          type: 'number',
          label: { es: 'Precio', en: 'Price' },
          min: 0,
          admin: { description: { es: 'Vacío = precio a la medida.', en: 'Empty = custom price.' } },
        },
        {
          name: 'currency',
          type: 'select',
          label: { es: 'Moneda', en: 'Currency' },
          required: true,
          defaultValue: 'MXN',
          options: ['MXN', 'USD'],
        },
        {
          name: 'period',
          type: 'select',
          label: { es: 'Periodo', en: 'Period' },
          required: true,
          defaultValue: 'month',
          options: [
            { value: 'month', label: { es: 'Por mes', en: 'Per month' } },
            { value: 'year', label: { es: 'Por año', en: 'Per year' } },
            { value: 'none', label: { es: 'Sin periodo', en: 'No period' } },
          ],
        },
      ],
    },
    localizedText(
      'customPriceLabel',
      { es: 'Texto del precio a la medida', en: 'Custom price text' },
      {
        required: false,
        maxLength: 40,
        admin: { condition: (data) => data?.priceAmount == null },
      },
    ),
    localizedTextarea('description', { es: 'Descripción', en: 'Description' }),
    {
      name: 'numbersIncluded',
      type: 'number',
      label: { es: 'Números de WhatsApp incluidos', en: 'WhatsApp numbers included' },
      min: 1,
      admin: { description: { es: 'Vacío = a la medida.', en: 'Empty = custom.' } },
    },
    {
      name: 'features',
      type: 'array',
      label: { es: 'Características', en: 'Features' },
      labels: { singular: { es: 'Característica', en: 'Feature' }, plural: { es: 'Características', en: 'Features' } },
      minRows: 1,
      maxRows: 12,
      fields: [localizedText('text', { es: 'Texto', en: 'Text' }, { maxLength: 120 })],
    },
    {
      type: 'row',
      fields: [
        localizedText('ctaLabel', { es: 'Texto del botón', en: 'Button label' }, { maxLength: 40 }),
        {
          name: 'ctaHref',
          type: 'text',
          label: { es: 'Destino del botón', en: 'Button target' },
          required: true,
          admin: { description: { es: 'Ruta del sitio, p. ej. /register', en: 'Site path, e.g. /register' } },
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            typeof value === 'string' && value.startsWith('/') ? true : adminText(req, 'sitePathInvalid'),
        },
      ],
    },
    {
      name: 'mostPopular',
      type: 'checkbox',
      label: { es: 'Marcar como el más popular', en: 'Mark as most popular' },
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
  ],
})
