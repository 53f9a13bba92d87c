'use client'

import { useConfig } from '@payloadcms/ui'

/**
 * The «Exportar CSV» button above an admin list: a download from one of the site's staff-only
 * export endpoints (the contact inbox, the legal acceptances), with the list's filters as `query`.
 */
export function ExportLink({ endpoint, query, label }: { endpoint: string; query: URLSearchParams; label: string }) {
  const { config } = useConfig()
  const search = query.size ? `?${query}` : ''
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`${config.routes.api}${endpoint}${search}`}
        download
      >
        {label}
      </a>
    </p>
  )
}
