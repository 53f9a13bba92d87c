'use client'

import { useField, useTranslation } from '@payloadcms/ui'

import type { AdminTextKey } from '#src/i18n/admin.ts'

function useText() {
  const { t } = useTranslation()
  return (key: AdminTextKey, values?: Record<string, string>) => t(`citaya:${key}` as never, values as never)
}

/** In the editor, after a save: the target the site does not answer yet, as a warning. */
export function MissingTargetField() {
  const tr = useText()
  const { value } = useField<string | null>({ path: 'missingTarget' })
  if (!value) return null
  return (
    <div className="citaya-missing-target" role="status">
      <strong>{tr('redirectMissingTitle')}</strong>
      <p>{tr('redirectMissingBody', { path: value })}</p>
    </div>
  )
}

/** In the list: a marker on the redirects whose target has no page (yet). */
export function MissingTargetCell({ cellData }: { cellData?: unknown }) {
  const tr = useText()
  if (typeof cellData !== 'string' || !cellData) return null
  return <span className="citaya-missing-target-cell">⚠ {tr('redirectMissingCell', { path: cellData })}</span>
}
