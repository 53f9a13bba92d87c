'use client'

import { Button, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ReleaseTextKey } from '#src/releases/messages.ts'

/**
 * «Publicar ahora» and «Revertir» in a release's sidebar (src/releases/endpoints.ts): the answer,
 * a refusal or why it failed, is shown here; the page then reloads the release's new status. Also
 * the link to the whole-release preview of the public site.
 */
export function ReleaseActions() {
  const { t } = useTranslation()
  const tr = (key: ReleaseTextKey) => t(`citayaReleases:${key}` as never)
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const onConflict = useFormFields(([fields]) => fields.onConflict?.value as string | undefined)
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  if (id === undefined) return null

  async function run(action: 'publish' | 'revert') {
    if (!window.confirm(tr(action === 'publish' ? 'actionsConfirmPublish' : 'actionsConfirmRevert'))) return
    setBusy(true)
    setMessage('')
    const response = await fetch(`${config.routes.api}/releases/${id}/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ onConflict: onConflict || undefined }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as
      { message?: string; errors?: Array<{ message?: string }> } | undefined
    setMessage(body?.message || body?.errors?.[0]?.message || tr('panelFailed'))
    setBusy(false)
    router.refresh()
  }

  return (
    <div className="field-type citaya-release-actions">
      {status !== 'published' && status !== 'reverted' && (
        <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void run('publish')}>
          {tr('actionsPublish')}
        </Button>
      )}
      {status === 'published' && (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void run('revert')}>
          {tr('actionsRevert')}
        </Button>
      )}
      {/* The whole-release preview (src/releases/preview.ts), in a new tab: the admin stays open. */}
      <p>
        <a
          href={`${config.routes.api}/releases/${id}/preview`}
          target="_blank"
          rel="noopener"
          data-testid="release-preview-link"
        >
          {tr('actionsPreview')}
        </a>
        <br />
        <span className="field-description">{tr('actionsPreviewHint')}</span>
      </p>
      {message && <p role="status">{message}</p>}
    </div>
  )
}
