import 'server-only'

import type { Locale } from '@/i18n/locales'
import { hasRole, staffRoles } from '@/access/roles'

import { payloadClient } from './payload'

/**
 * The latest saved state (draft included) of a legal document, for the staff member whose admin
 * session comes with the request; null for anyone else or an unknown id. Never cached: a preview
 * shows what was saved a moment ago, and only to staff.
 */
export async function getLegalDocumentPreview(locale: Locale, id: string, headers: Headers) {
  if (!/^\d+$/.test(id)) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  if (!hasRole(user as { roles?: string[] } | null, ...staffRoles)) return null
  try {
    return await payload.findByID({
      collection: 'legal-documents',
      id: Number(id),
      draft: true,
      locale,
      fallbackLocale: 'es',
      depth: 0,
      user,
      overrideAccess: false,
    })
  } catch {
    return null
  }
}
