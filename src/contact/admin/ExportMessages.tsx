'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { ExportLink, listQuery } from '#src/admin/ExportLink.tsx'
import type { AdminTextKey } from '#src/i18n/admin.ts'

/**
 * «Exportar CSV» above the inbox: downloads the messages the list shows, with the list's own
 * filters and search (its address's `where` and `search`), through src/contact/export.ts.
 * Admins and marketing only (the endpoint checks it too).
 */
export function ExportMessages() {
  const { t } = useTranslation()
  const { user } = useAuth<{ roles?: string[] }>()
  const params = useSearchParams()
  if (!user?.roles?.some((role) => role === 'admin' || role === 'marketing')) return null
  const label = t(`citaya:${'exportMessages' satisfies AdminTextKey}` as never)
  return <ExportLink endpoint="/contact-messages/export" query={listQuery(params)} label={label} />
}
