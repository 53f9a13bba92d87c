'use client'

import { useConfig } from '@payloadcms/ui'

/** The part of an admin list's address that says which rows it shows: its filters and its search. */
export function listQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of params.entries())
    if (key.startsWith('where[') || key === 'search') query.append(key, value)
  return query
}

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
