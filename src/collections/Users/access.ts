import type { Access } from 'payload'

import { hasRole } from '#src/access/roles.ts'

/** Admins see every staff account; everyone else only their own. Anonymous: none. */
export const readSelfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user as never, 'admin')) return true
  return { id: { equals: user.id } }
}

/** Admins edit any account; staff may change their own name and password (roles are admin-only). */
export const updateSelfOrAdmin: Access = readSelfOrAdmin
