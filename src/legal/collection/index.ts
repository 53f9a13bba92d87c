import { dayAndTime } from '#src/fields/dates.ts'
import type { CollectionConfig, Field, Where } from 'payload'

import { hasRole, isLegalEditor, publishedOrStaff } from '#src/access/roles.ts'
import { localizedRichText, localizedText, localizedTextarea } from '#src/fields/common.ts'
import { validateSlug } from '#src/fields/slug.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { setEffectiveAt } from '#src/legal/collection/hooks/effectiveAt.ts'
import { keepPublished } from '#src/legal/collection/hooks/keepPublished.ts'
import { keepVersionAddress } from '#src/legal/collection/hooks/keepVersionAddress.ts'
import { withdrawal } from '#src/legal/collection/hooks/withdrawal.ts'
import { normalizeVersionDate } from '#src/legal/collection/hooks/normalizeDate.ts'
import { legalPreviewUrl } from '#src/legal/collection/preview.ts'
import { acceptanceCount } from '#src/legal/collection/acceptanceCount.ts'
import { validateVersionDate } from '#src/legal/collection/validateDate.ts'
import { todayVersionDate, versionStatus } from '#src/legal/collection/versionStatus.ts'
import { effectiveTimePattern } from '#src/legal/effective.ts'
import { scheduleTakesEffect } from '#src/legal/takes-effect.ts'
import { adminText } from '#src/i18n/admin.ts'

/**
 * One document per published version of the privacy notice or the terms of service.
 * The current one is the newest published version of its kind in effect and not withdrawn
 * (src/legal/effective.ts); older ones stay readable at /privacy/{date} and
 * /terms-of-service/{date}, and as PDFs. Legal staff and admins draft, preview and publish;
 * marketing only reads (see src/access/roles.ts). A published version is never unpublished or
 * deleted through the API or the admin: an admin withdraws it with a reason.
 */
export const LegalDocuments: CollectionConfig = {
  slug: 'legal-documents',
  labels: {
    singular: { es: 'Documento legal', en: 'Legal document' },
    plural: { es: 'Documentos legales', en: 'Legal documents' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'lastUpdated', 'versionStatus'],
    group: { es: 'Legal', en: 'Legal' },
    preview: legalPreviewUrl,
    // The menu's "Unpublish" becomes the reason it is not offered (published versions stay).
    components: { edit: { UnpublishButton: '/admin/LegalUnpublishNotice#LegalUnpublishNotice' } },
    description: {
      es: 'Cada versión publicada es un documento propio. Para una nueva versión, duplica la vigente, cambia la fecha (el día en que entra en vigor, hora de Ciudad de México), el resumen de cambios y las secciones, usa «Vista previa» y publica: la página, el PDF y el historial cambian ese día a las 00:00 (hoy: al publicar). Una versión publicada no se despublica ni se borra; solo la administración puede retirarla, con un motivo que el historial público muestra.',
      en: 'Each published version is a document of its own. For a new version, duplicate the current one, change the date (the day it takes effect, Mexico City time), the summary of changes and the sections, use Preview and publish: the page, the PDF and the history change at 00:00 that day (today: on publishing). A published version is never unpublished or deleted; only an admin may withdraw it, with a reason the public history shows.',
    },
  },
  defaultSort: '-lastUpdated',
  access: {
    // Staff read everything; the public only versions in effect: a version dated ahead stays out
    // of every page, PDF, history, sitemap and API read until its moment (src/legal/effective.ts).
    read: (args) => {
      if (publishedOrStaff(args) === true) return true
      const inEffect: Where = {
        and: [{ _status: { equals: 'published' } }, { effectiveAt: { less_than_equal: new Date().toISOString() } }],
      }
      return inEffect
    },
    create: isLegalEditor,
    update: isLegalEditor,
    // Nobody deletes a published version (it is part of the public history at its own address; an
    // admin withdraws it instead). Admins delete any draft; legal staff the drafts they created.
    // Payload hides the admin's Delete where this says no.
    delete: ({ req: { user } }) => {
      if (hasRole(user as never, 'admin')) return { _status: { not_equals: 'published' } }
      if (!hasRole(user as never, 'legal') || !user) return false
      const own: Where = { and: [{ createdBy: { equals: user.id } }, { _status: { equals: 'draft' } }] }
      return own
    },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    ...collectionRevalidation(),
    afterChange: [...collectionRevalidation().afterChange, scheduleTakesEffect],
    beforeOperation: [keepPublished],
    beforeChange: [normalizeVersionDate, keepVersionAddress, setEffectiveAt, withdrawal],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: { es: 'Documento', en: 'Document' },
      required: true,
      index: true,
      options: [
        { value: 'privacy', label: { es: 'Aviso de privacidad', en: 'Privacy notice' } },
        { value: 'terms', label: { es: 'Términos y condiciones', en: 'Terms of service' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'lastUpdated',
      type: 'date',
      label: { es: 'Última actualización', en: 'Last updated' },
      required: true,
      index: true,
      validate: validateVersionDate,
      // A duplicate is the next version: it starts on today's date, not on the one it copies.
      hooks: { beforeDuplicate: [() => todayVersionDate()] },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
        description: {
          es: 'Identifica la versión: su dirección es /privacy/AAAA-MM-DD.',
          en: 'Identifies the version: its address is /privacy/YYYY-MM-DD.',
        },
      },
    },
    {
      name: 'effectiveTime',
      type: 'text',
      label: { es: 'Hora de entrada en vigor', en: 'Effective time' },
      validate: (value: string | null | undefined, { req }: { req: Parameters<typeof adminText>[0] }) =>
        !value || effectiveTimePattern.test(value.trim()) ? true : adminText(req, 'legalEffectiveTimeInvalid'),
      hooks: { beforeDuplicate: [() => null] },
      admin: {
        position: 'sidebar',
        placeholder: '00:00',
        description: {
          es: 'Opcional, HH:MM (hora de Ciudad de México). Vacío: entra en vigor a las 00:00 de su fecha.',
          en: 'Optional, HH:MM (Mexico City time). Empty: it takes effect at 00:00 on its date.',
        },
      },
    },
    {
      name: 'effectiveAt',
      type: 'date',
      label: { es: 'En vigor desde', en: 'In effect from' },
      index: true,
      // Set by hooks/effectiveAt.ts from the date and the effective time; never typed in.
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { ...dayAndTime, displayFormat: 'yyyy-MM-dd HH:mm' },
      },
    },
    localizedText('title', { es: 'Título', en: 'Title' }, { maxLength: 120 }),
    {
      ...localizedTextarea('changeSummary', { es: 'Resumen de cambios', en: 'Summary of changes' }, false),
      // A duplicate's changes are still to be written.
      hooks: { beforeDuplicate: [() => null] },
    } as Field,
    {
      name: 'requiresAcceptance',
      type: 'checkbox',
      label: { es: 'Requiere nueva aceptación (cambio sustancial)', en: 'Requires new acceptance (material change)' },
      defaultValue: false,
      // Each version decides for itself whether its changes are material.
      hooks: { beforeDuplicate: [() => false] },
      admin: {
        position: 'sidebar',
        description: {
          es: 'Al entrar en vigor, cada médico que aceptó una versión anterior ve el resumen y la comparación antes de su panel, y acepta o sale. Sin marcar, solo ve un aviso con el resumen.',
          en: 'Once current, every doctor who accepted an earlier version sees the summary and the comparison before their dashboard, and accepts or signs out. Unmarked, they only see a notice with the summary.',
        },
      },
    },
    {
      name: 'acceptances',
      type: 'number',
      virtual: true,
      label: { es: 'Aceptaciones registradas', en: 'Acceptances recorded' },
      access: { read: ({ req }) => hasRole(req.user as never, 'admin', 'legal') },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          es: 'Médicos que aceptaron esta versión. Lista y CSV: Legal › Aceptaciones legales, filtrando por versión.',
          en: 'Doctors who accepted this version. List and CSV: Legal › Legal acceptances, filtered by version.',
        },
      },
      hooks: { afterRead: [acceptanceCount] },
    },
    {
      name: 'versionStatus',
      type: 'text',
      virtual: true,
      label: { es: 'Versión', en: 'Version' },
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { afterRead: [versionStatus] },
    },
    {
      name: 'withdrawn',
      type: 'checkbox',
      label: { es: 'Retirada', en: 'Withdrawn' },
      defaultValue: false,
      hooks: { beforeDuplicate: [() => false] },
      admin: {
        position: 'sidebar',
        // Shown to admins, who alone may withdraw (the server refuses anyone else:
        // hooks/withdrawal.ts), and to everyone once a version is withdrawn.
        condition: (data, _siblings, { user }) => Boolean(data?.withdrawn) || hasRole(user as never, 'admin'),
        description: {
          es: 'Solo la administración, con un motivo: la versión deja de estar vigente y el historial público muestra la fecha y el motivo. No se deshace.',
          en: 'Admins only, with a reason: the version stops being current and the public history shows the date and the reason. Cannot be undone.',
        },
      },
    },
    {
      ...localizedTextarea('withdrawalReason', { es: 'Motivo de la retirada', en: 'Reason for withdrawal' }, false),
      hooks: { beforeDuplicate: [() => null] },
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.withdrawn) },
    } as Field,
    {
      name: 'withdrawnAt',
      type: 'date',
      label: { es: 'Retirada el', en: 'Withdrawn on' },
      hooks: { beforeDuplicate: [() => null] },
      // Set once by hooks/withdrawal.ts.
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.withdrawnAt) },
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      label: { es: 'Creado por', en: 'Created by' },
      admin: { readOnly: true, position: 'sidebar' },
      // Set once, on creation (duplicates included), to who created it; nobody edits it.
      access: { update: () => false },
      hooks: {
        beforeChange: [
          ({ operation, req, value }) => (operation === 'create' ? (req.user?.id ?? value ?? null) : value),
        ],
        beforeDuplicate: [() => null],
      },
    },
    {
      name: 'sections',
      type: 'array',
      label: { es: 'Secciones', en: 'Sections' },
      minRows: 1,
      labels: { singular: { es: 'Sección', en: 'Section' }, plural: { es: 'Secciones', en: 'Sections' } },
      fields: [
        {
          name: 'anchor',
          type: 'text',
          label: { es: 'Ancla (para el índice)', en: 'Anchor (for the table of contents)' },
          required: true,
          validate: validateSlug,
        },
        localizedText('heading', { es: 'Encabezado', en: 'Heading' }, { maxLength: 160 }),
        localizedRichText('body', { es: 'Texto', en: 'Text' }),
      ],
    },
  ],
}
