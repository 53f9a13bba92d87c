import type { GlobalConfig } from 'payload'

import { anyone, isContentEditor } from '../../access/roles'
import { revalidateSiteSettings } from './hooks/revalidate'

/** Facts about the company that the whole site shows: brand, contact details, constants. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { es: 'Ajustes del sitio', en: 'Site settings' },
  admin: { group: { es: 'Sitio', en: 'Site' } },
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      label: { es: 'Nombre de la marca', en: 'Brand name' },
      required: true,
      maxLength: 60,
    },
  ],
}
