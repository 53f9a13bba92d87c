import type { CollectionConfig } from 'payload'

import { isAdmin, isContentEditor } from '../../access/roles'

/** Messages sent from /contact: stored first, then delivered to staff. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: { es: 'Mensaje de contacto', en: 'Contact message' }, plural: { es: 'Mensajes de contacto', en: 'Contact messages' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    group: { es: 'Bandeja', en: 'Inbox' },
  },
  defaultSort: '-createdAt',
  access: {
    // Written only by the site's own server code (Local API with access overridden).
    create: () => false,
    read: isContentEditor,
    update: isContentEditor,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: { es: 'Nombre', en: 'Name' }, required: true, maxLength: 100 },
    { name: 'email', type: 'email', label: { es: 'Correo', en: 'E-mail' }, required: true },
    { name: 'subject', type: 'text', label: { es: 'Asunto', en: 'Subject' }, required: true, maxLength: 150 },
    { name: 'message', type: 'textarea', label: { es: 'Mensaje', en: 'Message' }, required: true, maxLength: 5000 },
    {
      name: 'status',
      type: 'select',
      label: { es: 'Estado', en: 'Status' },
      required: true,
      defaultValue: 'new',
      options: [
        { value: 'new', label: { es: 'Nuevo', en: 'New' } },
        { value: 'forwarded', label: { es: 'Reenviado', en: 'Forwarded' } },
        { value: 'answered', label: { es: 'Respondido', en: 'Answered' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      label: { es: 'Idioma', en: 'Language' },
      options: ['es', 'en'],
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'page', type: 'text', label: { es: 'Página de origen', en: 'Sent from page' }, admin: { position: 'sidebar', readOnly: true } },
  ],
}
