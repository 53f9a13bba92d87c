import { dayAndTime } from '#src/fields/dates.ts'
import type { CollectionConfig } from 'payload'

import { isLegalEditor } from '#src/access/roles.ts'
import { languageOptions } from '#src/fields/common.ts'
import { exportAcceptances } from '#src/legal/collection/exportAcceptances.ts'

const nobody = () => false

/**
 * Which version of the privacy notice or the terms each doctor accepted, when, in which language
 * and how (at registration or on a later re-acceptance). Written only by the server, through the
 * Local API, once it has verified the doctor's session (src/legal/acceptances.ts); append-only:
 * no role creates, edits or deletes a record through REST, GraphQL or the admin. Legal staff and
 * admins read them (filter by doctor or version) and export them as CSV.
 */
export const LegalAcceptances: CollectionConfig = {
  slug: 'legal-acceptances',
  labels: {
    singular: { es: 'Aceptación legal', en: 'Legal acceptance' },
    plural: { es: 'Aceptaciones legales', en: 'Legal acceptances' },
  },
  admin: {
    useAsTitle: 'versionDate',
    defaultColumns: ['acceptedAt', 'doctor', 'kind', 'versionDate', 'language', 'method'],
    group: { es: 'Legal', en: 'Legal' },
    description: {
      es: 'Registro de solo lectura: nadie puede cambiar ni borrar una aceptación. Filtra por médico o por versión; «Exportar CSV» descarga lo filtrado (/api/legal-acceptances/export?version=ID o ?doctor=ID).',
      en: 'Read-only record: nobody can change or delete an acceptance. Filter by doctor or by version; “Export CSV” downloads what is filtered (/api/legal-acceptances/export?version=ID or ?doctor=ID).',
    },
    components: { beforeListTable: ['/legal/components/admin/ExportAcceptances#ExportAcceptances'] },
  },
  defaultSort: '-acceptedAt',
  access: { read: isLegalEditor, create: nobody, update: nobody, delete: nobody },
  endpoints: [{ path: '/export', method: 'get', handler: exportAcceptances }],
  fields: [
    {
      name: 'doctor',
      type: 'relationship',
      relationTo: 'doctors',
      label: { es: 'Médico', en: 'Doctor' },
      // Not required: an admin may delete a doctor (the link then empties, the e-mail and UID stay).
      index: true,
      admin: { readOnly: true },
    },
    // Kept beside the relationship: the record still says who accepted if the doctor is deleted.
    {
      name: 'doctorEmail',
      type: 'text',
      label: { es: 'Correo del médico', en: "Doctor's e-mail" },
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'firebaseUid',
      type: 'text',
      label: { es: 'UID de Firebase', en: 'Firebase UID' },
      required: true,
      index: true,
      admin: { readOnly: true },
    },
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
      admin: { readOnly: true },
    },
    {
      name: 'version',
      type: 'relationship',
      relationTo: 'legal-documents',
      label: { es: 'Versión', en: 'Version' },
      // Not required for the same reason: versionDate below keeps what was accepted.
      index: true,
      admin: { readOnly: true },
    },
    // The version's date identifier (its address, /privacy/2025-08-20): what the doctor accepted.
    {
      name: 'versionDate',
      type: 'text',
      label: { es: 'Fecha de la versión', en: 'Version date' },
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'acceptedAt',
      type: 'date',
      label: { es: 'Aceptada el', en: 'Accepted at' },
      required: true,
      index: true,
      admin: { readOnly: true, date: dayAndTime },
    },
    {
      name: 'language',
      type: 'select',
      label: { es: 'Idioma', en: 'Language' },
      required: true,
      options: languageOptions,
      admin: { readOnly: true },
    },
    {
      name: 'method',
      type: 'select',
      label: { es: 'Cómo', en: 'How' },
      required: true,
      options: [
        { value: 'registration', label: { es: 'Al registrarse', en: 'At registration' } },
        { value: 'reacceptance', label: { es: 'Nueva aceptación', en: 'Re-acceptance' } },
      ],
      admin: { readOnly: true },
    },
  ],
}
