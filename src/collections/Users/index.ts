import type { CollectionConfig } from 'payload'

import { hasRole, isAdmin, isAdminField, staffRoles } from '#src/access/roles.ts'
import { e2eServeAllowed } from '#src/config/checks.ts'
import { env, processEnv } from '#src/config/env.ts'
import { readSelfOrAdmin, updateSelfOrAdmin } from '#src/collections/Users/access.ts'
import { inviteEndpoint } from '#src/collections/Users/invite.ts'
import { staffRoleLabels } from '#src/collections/Users/roleLabels.ts'
import { keepAdminAccount, keepAdminRole } from '#src/collections/Users/hooks/keepOneAdmin.ts'
import {
  forgotPasswordMailHTML,
  forgotPasswordMailSubject,
  keepPendingInvitation,
} from '#src/collections/Users/hooks/keepInvitation.ts'

/** Staff accounts for the admin panel. Doctors sign in with Firebase and never appear here. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { es: 'Persona del equipo', en: 'Staff member' },
    plural: { es: 'Equipo', en: 'Staff' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: { es: 'Administración', en: 'Administration' },
    // Staff are invited by e-mail and choose their own password (./invite.ts).
    components: { beforeListTable: ['/admin/InviteStaff#InviteStaff'] },
  },
  endpoints: [inviteEndpoint],
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // The staff session cookie (payload-token) only over https in production; plain http only
    // under the test-serving switch on this machine (src/config/checks.ts).
    cookies: { secure: env.isProduction() && !e2eServeAllowed(processEnv()), sameSite: 'Lax' },
    // An anonymous forgot-password request never breaks a pending invitation (hooks/keepInvitation.ts).
    forgotPassword: { generateEmailHTML: forgotPasswordMailHTML, generateEmailSubject: forgotPasswordMailSubject },
  },
  access: {
    admin: ({ req }) => hasRole(req.user as never, ...staffRoles),
    create: isAdmin,
    read: readSelfOrAdmin,
    update: updateSelfOrAdmin,
    delete: isAdmin,
    // Clearing a lockout is an admin's decision: otherwise any staff member could keep unlocking
    // an account (the admin's included) during a password-guessing attack.
    unlock: isAdmin,
  },
  hooks: {
    beforeChange: [keepAdminRole, keepPendingInvitation],
    beforeDelete: [keepAdminAccount],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { es: 'Nombre', en: 'Name' },
      maxLength: 120,
    },
    {
      name: 'roles',
      type: 'select',
      label: { es: 'Roles', en: 'Roles' },
      hasMany: true,
      required: true,
      defaultValue: ['marketing'],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      options: staffRoles.map((value) => ({ value, label: staffRoleLabels[value] })),
    },
    {
      // Which reset token is the account's invitation (a SHA-256 of it), so that a forgot-password
      // request does not replace it (hooks/keepInvitation.ts). Written only by inviteStaff.
      name: 'invitationTokenHash',
      type: 'text',
      hidden: true,
      access: { create: () => false, read: () => false, update: () => false },
    },
  ],
}
