import type { Block } from 'payload'

import { text, textarea } from '#src/page-builder/blocks/fields.ts'

/**
 * The site's contact form on a page, its subject filled in (a campaign's «Quiero la oferta del
 * Buen Fin»). The same form, checks and delivery as /contact; its field labels and thank-you text
 * are the contact page's. At most one per page (the form's fields have ids of their own).
 */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  labels: {
    singular: { es: 'Formulario de contacto', en: 'Contact form' },
    plural: { es: 'Formularios de contacto', en: 'Contact forms' },
  },
  fields: [
    text('heading', { es: 'Título', en: 'Title' }),
    textarea('text', { es: 'Texto', en: 'Text' }, 400),
    text('subject', { es: 'Asunto prellenado', en: 'Preset subject' }, 120, false),
  ],
}
