import type { GlobalConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { copyFields, linkFields } from '#src/fields/common.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'
import { contentVersions } from '#src/collections/shared/versions.ts'

/** Footer columns of links and the closing line; e-mail, WhatsApp and social links come from site settings. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { es: 'Pie de página', en: 'Footer' },
  admin: { group: { es: 'Sitio', en: 'Site' } },
  access: { read: publishedOrStaff, update: isContentEditor },
  versions: contentVersions,
  hooks: { afterChange: [globalRevalidation] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      label: { es: 'Columnas', en: 'Columns' },
      labels: { singular: { es: 'Columna', en: 'Column' }, plural: { es: 'Columnas', en: 'Columns' } },
      maxRows: 4,
      fields: [
        ...copyFields({ title: ['Título', 'Title'] }),
        {
          name: 'links',
          type: 'array',
          label: { es: 'Enlaces', en: 'Links' },
          labels: { singular: { es: 'Enlace', en: 'Link' }, plural: { es: 'Enlaces', en: 'Links' } },
          fields: linkFields,
        },
      ],
    },
    ...copyFields({ copyright: ['Leyenda de derechos', 'Rights notice'] }),
  ],
}
