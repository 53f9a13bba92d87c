import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Staff roles. Doctors are not Payload users: they sign in with Firebase. */
export const staffRoles = ['admin', 'marketing', 'legal'] as const
export type StaffRole = (typeof staffRoles)[number]

type WithRoles = { roles?: (StaffRole | string)[] | null } | null | undefined

export function hasRole(user: WithRoles, ...roles: StaffRole[]): boolean {
  return Boolean(user?.roles?.some((role) => (roles as string[]).includes(role)))
}

const userOf = (req: PayloadRequest) => req.user as WithRoles

export const anyone: Access = () => true
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isContentEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'marketing')
export const isStaff: Access = ({ req }) => hasRole(userOf(req), ...staffRoles)
export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')
export const isLegalEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'legal')

/** Staff read everything, drafts included; everyone else only published documents. */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(userOf(req), ...staffRoles) ? true : { _status: { equals: 'published' } }
