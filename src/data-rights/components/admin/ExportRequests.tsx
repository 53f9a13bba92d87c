'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { ExportLink, listQuery } from '#src/admin/ExportLink.tsx'
import type { AdminTextKey } from '#src/i18n/admin.ts'

/**
 * «Exportar CSV» above the data-rights requests list (src/data-rights/collection/exportRequests.ts):
 * the requests the list shows, with its filters and search passed on from its address.
 */
export function ExportRequests() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const label = t(`citaya:${'rightsExport' satisfies AdminTextKey}` as never)
  return <ExportLink endpoint="/data-rights-requests/export" query={listQuery(params)} label={label} />
}
