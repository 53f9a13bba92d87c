import type { Block } from 'payload'

import { text, textarea } from '#src/page-builder/blocks/fields.ts'

/**
 * A call to action: register, write to the team with a preset subject and message (the contact
 * form arrives filled in), or WhatsApp with a preset greeting (the number is Site settings').
 */
export const CallToActionBlock: Block = {
  slug: 'cta',
  labels: {
    singular: { es: 'Llamada a la acción', en: 'Call to action' },
    plural: { es: 'Llamadas a la acción', en: 'Calls to action' },
  },
  fields: [
    text('heading', { es: 'Título', en: 'Title' }),
    textarea('text', { es: 'Texto', en: 'Text' }, 400),
    {
      name: 'action',
      type: 'select',
      label: { es: 'Acción', en: 'Action' },
      required: true,
      defaultValue: 'register',
      options: [
        { value: 'register', label: { es: 'Registrarse', en: 'Register' } },
        {
          value: 'contact',
          label: { es: 'Contacto (asunto y mensaje prellenados)', en: 'Contact (preset subject and message)' },
        },
        { value: 'whatsapp', label: { es: 'WhatsApp (saludo prellenado)', en: 'WhatsApp (preset greeting)' } },
      ],
    },
    text('buttonLabel', { es: 'Texto del botón', en: 'Button label' }, 60),
    text('subject', { es: 'Asunto prellenado', en: 'Preset subject' }, 120, false),
    textarea('message', { es: 'Mensaje o saludo prellenado', en: 'Preset message or greeting' }, 500),
  ],
}
