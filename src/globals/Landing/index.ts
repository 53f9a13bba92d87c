import type { GlobalConfig } from 'payload'

import { anyone, isContentEditor } from '../../access/roles'
import { copyFields, copyGroup } from '../../fields/common'
import { globalRevalidation } from '../../lib/revalidate'
import { iconField } from '../../collections/Features/icon'

/** Copy of the landing page, section by section. Plans and FAQ questions come from their collections. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  label: { es: 'Página de inicio', en: 'Landing page' },
  admin: { group: { es: 'Páginas', en: 'Pages' } },
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [globalRevalidation] },
  fields: [
    copyGroup('hero', ['Portada', 'Hero'], {
      eyebrow: ['Antetítulo', 'Eyebrow'],
      title: ['Título', 'Title'],
      subtitle: ['Subtítulo', 'Subtitle', 'textarea'],
      primaryCta: ['Botón principal (registro)', 'Primary button (register)'],
      secondaryCta: ['Botón secundario (demostración)', 'Secondary button (demo)'],
      demoSubject: ['Asunto prellenado de la demostración', 'Preset demo subject'],
      demoMessage: ['Mensaje prellenado de la demostración', 'Preset demo message', 'textarea'],
    }),
    copyGroup(
      'howItWorks',
      ['Cómo funciona', 'How it works'],
      { title: ['Título', 'Title'], subtitle: ['Subtítulo', 'Subtitle', 'textarea'] },
      [
        {
          name: 'steps',
          type: 'array',
          label: { es: 'Pasos', en: 'Steps' },
          labels: { singular: { es: 'Paso', en: 'Step' }, plural: { es: 'Pasos', en: 'Steps' } },
          minRows: 3,
          maxRows: 3,
          fields: copyFields({ title: ['Título', 'Title'], description: ['Descripción', 'Description', 'textarea'] }),
        },
      ],
    ),
    copyGroup(
      'benefits',
      ['Beneficios', 'Benefits'],
      { title: ['Título', 'Title'], subtitle: ['Subtítulo', 'Subtitle', 'textarea'] },
      [
        {
          name: 'items',
          type: 'array',
          label: { es: 'Tarjetas', en: 'Cards' },
          labels: { singular: { es: 'Tarjeta', en: 'Card' }, plural: { es: 'Tarjetas', en: 'Cards' } },
          minRows: 4,
          maxRows: 4,
          fields: [...copyFields({ title: ['Título', 'Title'], description: ['Descripción', 'Description', 'textarea'] }), iconField],
        },
        copyGroup('guarantee', ['Garantía', 'Guarantee badge'], { title: ['Título', 'Title'], text: ['Texto', 'Text', 'textarea'] }),
      ],
    ),
    copyGroup('pricing', ['Precios', 'Pricing'], {
      title: ['Título', 'Title'],
      subtitle: ['Subtítulo', 'Subtitle', 'textarea'],
      note: ['Nota al pie', 'Footnote', 'textarea'],
    }),
    copyGroup('faq', ['Preguntas frecuentes', 'FAQ'], {
      title: ['Título', 'Title'],
      subtitle: ['Subtítulo', 'Subtitle', 'textarea'],
      moreLabel: ['Enlace a ayuda', 'Link to help'],
    }),
    copyGroup('closingCta', ['Llamado final', 'Closing call to action'], {
      title: ['Título', 'Title'],
      text: ['Texto', 'Text', 'textarea'],
      buttonLabel: ['Botón', 'Button'],
    }),
  ],
}
