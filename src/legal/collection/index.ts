import type { CollectionConfig, Field, Where } from 'payload'

import { hasRole, isLegalEditor, publishedOrStaff } from '#src/access/roles.ts'
import { localizedRichText, localizedText, localizedTextarea } from '#src/fields/common.ts'
import { validateSlug } from '#src/fields/slug.ts'
import { collectionRevalidation } from '#src/data/revalidate.ts'
import { keepVersionAddress } from '#src/legal/collection/hooks/keepVersionAddress.ts'
import { normalizeVersionDate } from '#src/legal/collection/hooks/normalizeDate.ts'
import { legalPreviewUrl } from '#src/legal/collection/preview.ts'
import { acceptanceCount } from '#src/legal/collection/acceptanceCount.ts'
import { validateVersionDate } from '#src/legal/collection/validateDate.ts'
import { todayVersionDate, versionStatus } from '#src/legal/collection/versionStatus.ts'

/**
 * One document per published version of the privacy notice or the terms of service.
 * The current one is the newest published version of its kind; older ones stay readable at
 * /privacy/{date} and /terms-of-service/{date}, and as PDFs. Legal staff and admins draft,
 * preview and publish; marketing only reads (see src/access/roles.ts).
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
    description: {
      es: 'Cada versión publicada es un documento propio. Para una nueva versión, duplica la vigente, cambia la fecha, el resumen de cambios y las secciones, usa «Vista previa» y publica: la página, el PDF y el historial se actualizan al publicar.',
      en: 'Each published version is a document of its own. For a new version, duplicate the current one, change the date, the summary of changes and the sections, use Preview and publish: the page, the PDF and the history update on publish.',
    },
  },
  defaultSort: '-lastUpdated',
  access: {
    read: publishedOrStaff,
    create: isLegalEditor,
    update: isLegalEditor,
    // Admins delete anything; legal staff only the drafts they created and never published (a
    // published version is part of the public history at its own address).
    delete: ({ req: { user } }) => {
      if (hasRole(user as never, 'admin')) return true
      if (!hasRole(user as never, 'legal') || !user) return false
      const own: Where = { and: [{ createdBy: { equals: user.id } }, { _status: { equals: 'draft' } }] }
      return own
    },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { ...collectionRevalidation(), beforeChange: [normalizeVersionDate, keepVersionAddress] },
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
