import type { StaffRole } from '#src/access/roles.ts'

/** What each staff role is called in the admin: the roles field and the invitation form both show these. */
export const staffRoleLabels: Record<StaffRole, { es: string; en: string }> = {
  admin: { es: 'Administración (todo)', en: 'Admin (everything)' },
  marketing: { es: 'Marketing (contenido)', en: 'Marketing (content)' },
  legal: { es: 'Legal (documentos legales)', en: 'Legal (legal documents)' },
}
