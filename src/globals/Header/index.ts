import type { GlobalConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { linkFields } from '#src/fields/common.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'
import { contentVersions } from '#src/collections/shared/versions.ts'

/** The header's navigation: home, pricing, contact, help, sign-in and registration. */
export const Header: GlobalConfig = {
  slug: 'header',
  label: { es: 'Encabezado', en: 'Header' },
  admin: { group: { es: 'Sitio', en: 'Site' } },
  access: { read: publishedOrStaff, update: isContentEditor },
  versions: contentVersions,
  hooks: { afterChange: [globalRevalidation] },
  fields: [
    {
      name: 'links',
      type: 'array',
      label: { es: 'Enlaces', en: 'Links' },
      labels: { singular: { es: 'Enlace', en: 'Link' }, plural: { es: 'Enlaces', en: 'Links' } },
      minRows: 1,
      maxRows: 8,
      fields: [
        ...linkFields,
        {
          name: 'appearance',
          type: 'select',
          label: { es: 'Aspecto', en: 'Appearance' },
          required: true,
          defaultValue: 'link',
          options: [
            { value: 'link', label: { es: 'Enlace', en: 'Link' } },
            { value: 'secondary', label: { es: 'Botón secundario', en: 'Secondary button' } },
            { value: 'primary', label: { es: 'Botón principal', en: 'Primary button' } },
          ],
        },
      ],
    },
  ],
}
