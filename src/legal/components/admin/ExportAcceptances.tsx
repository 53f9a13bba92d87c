'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import type { AdminTextKey } from '#src/i18n/admin.ts'

/**
 * "Export CSV" above the acceptances list: downloads the records through the staff-only export
 * endpoint (src/legal/collection/exportAcceptances.ts), narrowed to the doctor or version the
 * list is filtered by (an "equals" filter on either field).
 */
export function ExportAcceptances() {
  const { t } = useTranslation()
  const tr = (key: AdminTextKey) => t(`citaya:${key}` as never)
  const { config } = useConfig()
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    const field = /\[(version|doctor)\]\[equals\]$/.exec(key)?.[1]
    if (field && /^\d+$/.test(value)) query.set(field, value)
  }
  const search = query.size ? `?${query}` : ''
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`${config.routes.api}/legal-acceptances/export${search}`}
        download
      >
        {tr('exportAcceptances')}
      </a>
    </p>
  )
}
