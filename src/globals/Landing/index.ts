import type { Field, GlobalConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { landingLivePreview } from '#src/admin/livePreview.ts'
import { copyFields, copyGroup } from '#src/fields/common.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'
import { contentVersions } from '#src/collections/shared/versions.ts'
import { iconField } from '#src/collections/Features/icon.ts'

/**
 * The sample WhatsApp conversation the hero shows on a drawn phone (server-rendered HTML and CSS,
 * no image, no JavaScript). Its text is content so marketing can change it in both languages;
 * the order, senders and times are the same in both, only the text is localized.
 */
const heroChat: Field = copyGroup(
  'chat',
  ['Conversación de ejemplo', 'Sample conversation'],
  {
    caption: [
      'Pie (dice que es un ejemplo; también lo leen los lectores de pantalla)',
      'Caption (says it is an example; screen readers read it too)',
    ],
    contactName: ['Nombre del contacto en el chat', 'Contact name in the chat'],
    contactStatus: ['Estado bajo el nombre (p. ej. en línea)', 'Status under the name (e.g. online)'],
    patientLabel: ['Quién escribe: paciente (solo lectores de pantalla)', 'Sender: patient (screen readers only)'],
    assistantLabel: ['Quién escribe: asistente (solo lectores de pantalla)', 'Sender: assistant (screen readers only)'],
  },
  [
    {
      name: 'messages',
      type: 'array',
      label: { es: 'Mensajes', en: 'Messages' },
      labels: { singular: { es: 'Mensaje', en: 'Message' }, plural: { es: 'Mensajes', en: 'Messages' } },
      minRows: 1,
      maxRows: 16,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'sender',
              type: 'select',
              label: { es: 'Tipo', en: 'Kind' },
              required: true,
              defaultValue: 'patient',
              options: [
                { value: 'patient', label: { es: 'Paciente (derecha, verde)', en: 'Patient (right, green)' } },
                { value: 'assistant', label: { es: 'Asistente (izquierda, blanco)', en: 'Assistant (left, white)' } },
                { value: 'day', label: { es: 'Separador de día', en: 'Day separator' } },
              ],
            },
            {
              name: 'time',
              type: 'text',
              label: { es: 'Hora (HH:MM)', en: 'Time (HH:MM)' },
              maxLength: 5,
              admin: { condition: (_, row) => row?.sender !== 'day' },
              validate: (value: unknown) =>
                value == null || value === '' || (typeof value === 'string' && /^([01]?\d|2[0-3]):[0-5]\d$/.test(value))
                  ? true
                  : 'HH:MM',
            },
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          label: { es: 'Texto', en: 'Text' },
          localized: true,
          required: true,
          maxLength: 200,
        },
      ],
    },
  ],
)

/** Copy of the landing page, section by section. Plans and FAQ questions come from their collections. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  label: { es: 'Página de inicio', en: 'Landing page' },
  // What is typed shows in the preview frame before saving (src/admin/livePreview.ts).
  admin: { group: { es: 'Textos de pantallas', en: 'Screen texts' }, livePreview: landingLivePreview },
  access: { read: publishedOrStaff, update: isContentEditor },
  versions: contentVersions,
  hooks: { afterChange: [globalRevalidation] },
  fields: [
    copyGroup(
      'hero',
      ['Portada', 'Hero'],
      {
        eyebrow: ['Antetítulo', 'Eyebrow'],
        title: ['Título', 'Title'],
        subtitle: ['Subtítulo', 'Subtitle', 'textarea'],
        primaryCta: ['Botón principal (registro)', 'Primary button (register)'],
        secondaryCta: ['Botón secundario (demostración)', 'Secondary button (demo)'],
        demoSubject: ['Asunto prellenado de la demostración', 'Preset demo subject'],
        demoMessage: ['Mensaje prellenado de la demostración', 'Preset demo message', 'textarea'],
      },
      [heroChat],
    ),
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
          fields: [
            ...copyFields({ title: ['Título', 'Title'], description: ['Descripción', 'Description', 'textarea'] }),
            iconField,
          ],
        },
        copyGroup('guarantee', ['Garantía', 'Guarantee badge'], {
          title: ['Título', 'Title'],
          text: ['Texto', 'Text', 'textarea'],
        }),
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
