'use client'

import { Button, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { ReleaseTextKey } from '#src/releases/messages.ts'

type Summary = { id: number; name: string; status: string; items?: Array<{ target: string; docId?: string | null }> }

/**
 * In the sidebar of every drafts-enabled document and global (added by src/releases/plugin.ts):
 * which pending releases hold it, taking it out, and adding its latest saved draft to a draft or
 * scheduled release. The server checks roles and captures the version (src/releases/endpoints.ts).
 */
export function ReleasePanel() {
  const { t } = useTranslation()
  const tr = (key: ReleaseTextKey) => t(`citayaReleases:${key}` as never)
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const target = globalSlug
    ? { targetType: 'global', target: globalSlug, docId: null }
    : { targetType: 'collection', target: collectionSlug, docId: id === undefined ? null : String(id) }
  const [releases, setReleases] = useState<Summary[]>([])
  const [choice, setChoice] = useState('')
  const [message, setMessage] = useState('')
  const api = config.routes.api

  // Bumped after every change: the effect reloads the pending releases.
  const [loaded, reload] = useState(0)

  useEffect(() => {
    let current = true
    const query = new URLSearchParams({
      'where[status][in]': 'draft,scheduled,failed',
      depth: '0',
      limit: '50',
      sort: '-updatedAt',
    })
    fetch(`${api}/releases?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs: Summary[] }>) : null))
      .then((body) => {
        if (current && body) setReleases(body.docs)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [api, loaded])

  if (!globalSlug && target.docId === null) return <p className="field-description">{tr('panelSaveFirst')}</p>

  const holds = (release: Summary) =>
    release.items?.some((item) => item.target === target.target && (item.docId ?? null) === target.docId)
  const containing = releases.filter(holds)
  const others = releases.filter((release) => !holds(release))

  async function change(releaseId: string | number, path: 'items' | 'items/remove') {
    setMessage('')
    const response = await fetch(`${api}/releases/${releaseId}/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(target),
    }).catch(() => null)
    if (!response?.ok) {
      const body = (await response?.json().catch(() => ({}))) as { errors?: Array<{ message?: string }> } | undefined
      setMessage(body?.errors?.[0]?.message || tr('panelFailed'))
    }
    reload((count) => count + 1)
  }

  return (
    <div className="field-type citaya-release-panel">
      <label className="field-label">{tr('panelTitle')}</label>
      {containing.length ? (
        <ul>
          {containing.map((release) => (
            <li key={release.id}>
              <a href={`${config.routes.admin}/collections/releases/${release.id}`}>{release.name}</a>{' '}
              <Button buttonStyle="subtle" size="small" onClick={() => void change(release.id, 'items/remove')}>
                {tr('panelRemove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-description">{tr('panelNone')}</p>
      )}
      {others.length > 0 && (
        <div>
          <label>
            {tr('panelAddTo')}{' '}
            <select value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="" />
              {others.map((release) => (
                <option key={release.id} value={release.id}>
                  {release.name}
                </option>
              ))}
            </select>
          </label>{' '}
          <Button buttonStyle="secondary" size="small" disabled={!choice} onClick={() => void change(choice, 'items')}>
            {tr('panelAdd')}
          </Button>
        </div>
      )}
      <p className="field-description">{tr('panelSaveFirst')}</p>
      {message && (
        <p role="alert" className="field-error">
          {message}
        </p>
      )}
    </div>
  )
}
