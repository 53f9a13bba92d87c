'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { ExportLink } from '#src/admin/ExportLink.tsx'
import type { AdminTextKey } from '#src/i18n/admin.ts'

/**
 * "Export CSV" above the acceptances list: downloads the records through the staff-only export
 * endpoint (src/legal/collection/exportAcceptances.ts), narrowed to the doctor or version the
 * list is filtered by (an "equals" filter on either field).
 */
export function ExportAcceptances() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    const field = /\[(version|doctor)\]\[equals\]$/.exec(key)?.[1]
    if (field && /^\d+$/.test(value)) query.set(field, value)
  }
  const label = t(`citaya:${'exportAcceptances' satisfies AdminTextKey}` as never)
  return <ExportLink endpoint="/legal-acceptances/export" query={query} label={label} />
}
