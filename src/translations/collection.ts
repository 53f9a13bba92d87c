import type { Access, CollectionConfig } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { locales } from '#src/i18n/locales.ts'
import { markReviewedEndpoint } from '#src/translations/endpoint.ts'

export const translationStatusSlug = 'translation-status'

/** Marketing and admins see every record; legal staff only those of the legal documents (their own content). */
export const readTranslationStatus: Access = ({ req: { user } }) => {
  if (hasRole(user as never, 'admin', 'marketing')) return true
  if (hasRole(user as never, 'legal')) return { entity: { equals: 'legal-documents' } }
  return false
}

const localeOptions = locales.map((code) => ({ value: code, label: code.toUpperCase() }))

/**
 * One record per field whose translation is out of date: which document and field, which language
 * changed (source) and which is now behind (target), the source before and after the change. It
 * is written only by the tracking hooks (src/translations/track.ts) and resolved by them, when the
 * target field is updated, or by «Marcar revisado» (src/translations/endpoint.ts).
 */
export const TranslationStatus: CollectionConfig = {
  slug: translationStatusSlug,
  labels: {
    singular: { es: 'Estado de traducción', en: 'Translation status' },
    plural: { es: 'Estado de traducciones', en: 'Translation status' },
  },
  // The «Traducción» view (/admin/traduccion) is where staff work with these records.
  admin: { hidden: true, useAsTitle: 'fieldPath' },
  access: { read: readTranslationStatus, create: () => false, update: () => false, delete: () => false },
  endpoints: [markReviewedEndpoint],
  defaultSort: '-changedAt',
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['collection', 'global'] },
    { name: 'entity', type: 'text', required: true, index: true },
    { name: 'docId', type: 'text', required: true, index: true },
    { name: 'docTitle', type: 'text' },
    { name: 'fieldPath', type: 'text', required: true },
    { name: 'fieldLabel', type: 'json' },
    { name: 'sourceLocale', type: 'select', required: true, options: localeOptions },
    { name: 'targetLocale', type: 'select', required: true, options: localeOptions },
    { name: 'sourceBefore', type: 'json' },
    { name: 'sourceAfter', type: 'json' },
    { name: 'changedAt', type: 'date', required: true },
    { name: 'changedBy', type: 'relationship', relationTo: 'users' },
    { name: 'resolved', type: 'checkbox', defaultValue: false, index: true },
    { name: 'resolution', type: 'select', options: ['updated', 'reviewed'] },
    { name: 'resolvedAt', type: 'date' },
    { name: 'resolvedBy', type: 'relationship', relationTo: 'users' },
  ],
}
