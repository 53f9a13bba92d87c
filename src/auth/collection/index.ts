import { dayAndTime } from '#src/fields/dates.ts'
import type { CollectionConfig } from 'payload'

import { hasRole, isAdmin, isLegalEditor } from '#src/access/roles.ts'
import { languageOptions } from '#src/fields/common.ts'
import { MAX_NAME_LENGTH } from '#src/auth/registration.ts'

const nobody = () => false

/**
 * Doctors who registered on the site. Their accounts live in Firebase Authentication (no password
 * is ever stored here); a record is written only by the server, after it has verified the
 * doctor's Firebase ID token (src/auth/server/doctors.ts). Only admins read them: a doctor's
 * personal data is not marketing's (their leads are the contact inbox).
 */
export const Doctors: CollectionConfig = {
  slug: 'doctors',
  labels: { singular: { es: 'Médico', en: 'Doctor' }, plural: { es: 'Médicos', en: 'Doctors' } },
  admin: {
    // Payload's menu lists a collection whatever its read access: admins and legal staff see this
    // one (legal staff identify the doctor behind a data-rights request, and choose the account
    // when they log one that came by e-mail or letter); marketing never.
    hidden: ({ user }) => !hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'legal'),
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'emailVerified', 'language', 'registeredAt', 'trialEndsAt'],
    group: { es: 'Clientes', en: 'Customers' },
    description: {
      es: 'Cuentas de médicos creadas en el sitio (con su cuenta de Firebase). Solo lectura: las escribe el servidor.',
      en: 'Doctor accounts created on the site (Firebase Authentication). Read only: the server writes them.',
    },
  },
  defaultSort: '-registeredAt',
  access: {
    read: isLegalEditor,
    // Written only by the server through the Local API after verifying a Firebase ID token.
    create: nobody,
    update: nobody,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'firebaseUid',
      type: 'text',
      label: { es: 'UID de Firebase', en: 'Firebase UID' },
      required: true,
      unique: true,
      index: true,
      maxLength: 128,
      admin: { readOnly: true },
    },
    // The server cuts longer names from Firebase to this length (src/auth/data.ts); the
    // register form refuses them up front (MAX_NAME_LENGTH).
    {
      name: 'name',
      type: 'text',
      label: { es: 'Nombre', en: 'Name' },
      maxLength: MAX_NAME_LENGTH,
      admin: { readOnly: true },
    },
    // A text field, not Payload's email type: the address is whatever Firebase accepted (müller@…,
    // x@localhost), and a doctor whose address Payload's stricter check refused could never sign in.
    { name: 'email', type: 'text', label: { es: 'Correo', en: 'E-mail' }, required: true, admin: { readOnly: true } },
    // Whether the doctor opened the confirmation link (src/account-actions): Firebase's word,
    // copied at every sign-in and when a link is used, so staff see it in the list without a call
    // to Firebase per row.
    {
      name: 'emailVerified',
      type: 'checkbox',
      label: { es: 'Correo confirmado', en: 'E-mail confirmed' },
      defaultValue: false,
      admin: { readOnly: true },
    },
    {
      name: 'language',
      type: 'select',
      label: { es: 'Idioma', en: 'Language' },
      required: true,
      defaultValue: 'es',
      options: languageOptions,
      admin: { readOnly: true },
    },
    {
      name: 'registeredAt',
      type: 'date',
      label: { es: 'Registrado el', en: 'Registered at' },
      required: true,
      admin: { readOnly: true, date: dayAndTime },
    },
    {
      name: 'trialEndsAt',
      type: 'date',
      label: { es: 'Fin de la prueba gratis', en: 'Free trial ends' },
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
  ],
}
