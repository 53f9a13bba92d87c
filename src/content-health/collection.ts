import type { Access, CollectionConfig } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { locales } from '#src/i18n/locales.ts'
import { linkingEndpoint } from '#src/content-health/endpoint.ts'

export const contentHealthSlug = 'content-health'

/** What a finding is about (src/content-health/links.ts and check.ts), one option per kind of problem. */
export const problemKinds = [
  'not-found',
  'unpublished',
  'deleted',
  'redirect',
  'malformed',
  'missing-alt',
  'seo-length',
  'missing-translation',
  'missing-content',
] as const

/** Marketing and admins see every finding; legal staff only those on the legal documents (their own content). */
export const readContentHealth: Access = ({ req: { user } }) => {
  if (hasRole(user as never, 'admin', 'marketing')) return true
  if (hasRole(user as never, 'legal')) return { entity: { equals: 'legal-documents' } }
  return false
}

/**
 * The findings of the last content-health check, one record per problem: which document and field
 * (its admin path and label), which language, what is wrong (`problem`, with the details in
 * `detail`). The whole set is replaced at once by each check (src/content-health/store.ts), so the
 * «Salud del contenido» view never shows half of one check and half of another. Nobody writes it
 * from the admin.
 */
export const ContentHealth: CollectionConfig = {
  slug: contentHealthSlug,
  labels: {
    singular: { es: 'Problema de contenido', en: 'Content problem' },
    plural: { es: 'Salud del contenido', en: 'Content health' },
  },
  // The «Salud del contenido» view (/admin/salud-del-contenido) is where staff read these records.
  admin: { hidden: true, useAsTitle: 'fieldPath' },
  access: { read: readContentHealth, create: () => false, update: () => false, delete: () => false },
  endpoints: [linkingEndpoint],
  defaultSort: 'entity',
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['collection', 'global'] },
    { name: 'entity', type: 'text', required: true, index: true },
    { name: 'docId', type: 'text', required: true },
    { name: 'docTitle', type: 'text' },
    { name: 'fieldPath', type: 'text', required: true },
    { name: 'fieldLabel', type: 'json' },
    { name: 'locale', type: 'select', options: locales.map((code) => ({ value: code, label: code.toUpperCase() })) },
    { name: 'problem', type: 'select', required: true, options: [...problemKinds] },
    { name: 'detail', type: 'json' },
    { name: 'checkedAt', type: 'date', required: true },
  ],
}
