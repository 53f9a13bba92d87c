import { dayAndTime } from '#src/fields/dates.ts'
import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { isAdmin, isContentEditor } from '#src/access/roles.ts'
import { exportEndpoint } from '#src/contact/export.ts'
import { replyEndpoint } from '#src/contact/reply.ts'
import { languageOptions } from '#src/fields/common.ts'

/** What the visitor wrote: shown read-only (as text) and never changed after it was received. */
const submitted = (field: Field): Field =>
  ({ ...field, access: { update: () => false }, admin: { ...(field.admin ?? {}), readOnly: true } }) as Field

/** Delivery bookkeeping written by the delivery job (src/contact/delivery): read-only for staff. */
const delivery = (field: Field): Field =>
  ({
    ...field,
    access: { update: () => false },
    admin: { ...(field.admin ?? {}), position: 'sidebar', readOnly: true },
  }) as Field

/** Set to «Respondido» by hand (one or in bulk) or by a reply: who did it and when, once. */
const recordHandler: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !req.user) return data
  if (data.status === 'answered' && originalDoc?.status !== 'answered' && !data.handledBy) {
    return { ...data, handledBy: req.user.id, handledAt: new Date().toISOString() }
  }
  return data
}

/** Written by the server only (a reply, a status change): read-only for staff. */
const recorded = (field: Field): Field =>
  ({
    ...field,
    access: { create: () => false, update: () => false },
    admin: { ...(field.admin ?? {}), readOnly: true },
  }) as Field

/**
 * Messages sent from /contact: stored first (src/contact/submit.ts), then delivered to staff by
 * the `deliverContactMessage` job (e-mail, and CONTACT_FORWARD_URL where set), retried until it
 * succeeds. The list view is the inbox: filter by status, open a message, set it to answered.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { es: 'Mensaje de contacto', en: 'Contact message' },
    plural: { es: 'Mensajes de contacto', en: 'Contact messages' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'language', 'createdAt'],
    listSearchableFields: ['subject', 'name', 'email', 'message'],
    group: { es: 'Bandeja', en: 'Inbox' },
    // «Exportar CSV»: the filtered list as a file (src/contact/export.ts).
    components: { beforeListTable: ['/contact/admin/ExportMessages#ExportMessages'] },
    description: {
      es: 'Mensajes del formulario de contacto. Filtra por estado y marca como «Respondido» los que ya contestaste.',
      en: 'Messages from the contact form. Filter by status and set the ones you replied to as “Answered”.',
    },
  },
  defaultSort: '-createdAt',
  endpoints: [replyEndpoint, exportEndpoint],
  hooks: { beforeChange: [recordHandler] },
  access: {
    // Written only by the site's own server code (Local API with access overridden).
    create: () => false,
    read: isContentEditor,
    update: isContentEditor,
    delete: isAdmin,
  },
  fields: [
    submitted({ name: 'name', type: 'text', label: { es: 'Nombre', en: 'Name' }, required: true, maxLength: 100 }),
    submitted({ name: 'email', type: 'email', label: { es: 'Correo', en: 'E-mail' }, required: true }),
    submitted({
      name: 'subject',
      type: 'text',
      label: { es: 'Asunto', en: 'Subject' },
      required: true,
      maxLength: 150,
    }),
    submitted({
      name: 'message',
      type: 'textarea',
      label: { es: 'Mensaje', en: 'Message' },
      required: true,
      maxLength: 5000,
    }),
    {
      name: 'status',
      type: 'select',
      label: { es: 'Estado', en: 'Status' },
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: { es: 'Nuevo', en: 'New' } },
        { value: 'forwarded', label: { es: 'Reenviado', en: 'Forwarded' } },
        { value: 'answered', label: { es: 'Respondido', en: 'Answered' } },
      ],
      admin: {
        position: 'sidebar',
        description: {
          es: 'Nuevo: guardado, aún no entregado al equipo. Reenviado: ya llegó por correo (y al reenvío configurado). Respondido: ya lo contestaste.',
          en: 'New: stored, not yet delivered to staff. Forwarded: delivered by e-mail (and to the configured forward). Answered: you replied.',
        },
      },
    },
    recorded({
      name: 'handledBy',
      type: 'relationship',
      relationTo: 'users',
      label: { es: 'Atendido por', en: 'Handled by' },
      admin: { position: 'sidebar' },
    }),
    recorded({
      name: 'handledAt',
      type: 'date',
      label: { es: 'Atendido el', en: 'Handled on' },
      admin: { position: 'sidebar', date: dayAndTime },
    }),
    {
      name: 'note',
      type: 'textarea',
      label: { es: 'Nota interna', en: 'Internal note' },
      maxLength: 5000,
      admin: {
        description: {
          es: 'Solo para el equipo: nunca se envía a quien escribió.',
          en: 'For staff only: never sent to the sender.',
        },
      },
    },
    {
      name: 'replyForm',
      type: 'ui',
      // A form, not a value: named, and kept out of the list's column picker («Reply Form»).
      label: { es: 'Responder por correo', en: 'Reply by e-mail' },
      admin: { disableListColumn: true, components: { Field: '/contact/admin/ReplyPanel#ReplyPanel' } },
    },
    recorded({
      name: 'replies',
      type: 'array',
      label: { es: 'Respuestas enviadas', en: 'Replies sent' },
      labels: { singular: { es: 'Respuesta', en: 'Reply' }, plural: { es: 'Respuestas', en: 'Replies' } },
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'sentAt',
          type: 'date',
          label: { es: 'Enviada el', en: 'Sent on' },
          required: true,
          admin: { date: dayAndTime },
        },
        { name: 'sentBy', type: 'relationship', relationTo: 'users', label: { es: 'Por', en: 'By' } },
        { name: 'body', type: 'textarea', label: { es: 'Texto', en: 'Text' }, required: true },
      ],
    }),
    submitted({
      name: 'language',
      type: 'select',
      label: { es: 'Idioma', en: 'Language' },
      required: true,
      options: languageOptions,
      admin: { position: 'sidebar' },
    }),
    submitted({
      name: 'page',
      type: 'text',
      label: { es: 'Página de origen', en: 'Sent from page' },
      maxLength: 500,
      admin: { position: 'sidebar' },
    }),
    // The key the form sends with each submission (made in the browser, the same on its retries):
    // one message per key, so a retry after a lost answer never stores the message twice.
    {
      name: 'submissionKey',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 100,
      access: { update: () => false },
      // Internal: named all the same, and out of the column picker and the filters («Submission Key»).
      label: { es: 'Clave del envío', en: 'Submission key' },
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    },
    delivery({
      name: 'notifiedAt',
      type: 'date',
      label: { es: 'Correo al equipo enviado', en: 'Staff e-mail sent' },
      admin: { date: dayAndTime },
    }),
    delivery({
      name: 'forwardedAt',
      type: 'date',
      label: { es: 'Reenviado a la URL configurada', en: 'Forwarded to the configured URL' },
      admin: { date: dayAndTime },
    }),
    delivery({
      name: 'deliveryAttempts',
      type: 'number',
      label: { es: 'Intentos de entrega', en: 'Delivery attempts' },
      defaultValue: 0,
    }),
    delivery({
      name: 'deliveryError',
      type: 'textarea',
      label: { es: 'Último error de entrega (se reintenta solo)', en: 'Last delivery error (retried automatically)' },
    }),
  ],
}
