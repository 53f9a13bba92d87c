'use client'

import { useConfig, useDocumentInfo, useModal, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { defaultLocale, isLocale } from '#src/i18n/locales.ts'
import type { LinkingDocument } from '#src/content-health/linking.ts'
import type { Label } from '#src/fields/walk.ts'
import styles from '#src/content-health/components/BreakWarning.module.css'

/**
 * Before unpublishing, scheduling the unpublication of, or deleting a document others link to:
 * Payload's own confirmation («Despublicar», «Eliminar») and its schedule dialog show, above their
 * buttons, the published documents whose links would break (GET /api/content-health/linking),
 * each with a link to open it. Confirming in that dialog is the staff member's informed choice.
 */
export function BreakWarning() {
  const { id, collectionSlug } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const { config } = useConfig()
  const { t, i18n } = useTranslation()
  // Each answer is kept with the modal it was asked for: a stale one (another modal, closed) shows nothing.
  const [found, setFound] = useState<{ modal: string; docs: LinkingDocument[] } | null>(null)
  const [host, setHost] = useState<{ modal: string; element: Element } | null>(null)

  // Payload's modals: its unpublish and delete confirmations, and the schedule dialog.
  const open = id
    ? [`confirm-un-publish-${id}`, `delete-${id}`, `schedule-publish-${id}`].find((slug) => isModalOpen(slug))
    : undefined

  useEffect(() => {
    if (!open || !collectionSlug) return
    let live = true
    const query = new URLSearchParams({ collection: collectionSlug, id: String(id) })
    fetch(`${config.routes.api}/content-health/linking?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .catch(() => ({ docs: [] }))
      .then((body: { docs?: LinkingDocument[] }) => {
        if (live) setFound({ modal: open, docs: body.docs ?? [] })
      })
    // Payload renders the modal's content in the same update or shortly after (its open
    // transition): look for it frame by frame, for at most a second.
    let frame = 0
    let tries = 0
    const look = () => {
      const element = document
        .getElementById(open)
        ?.querySelector('.confirmation-modal__content, .schedule-publish__scheduler')
      if (element) setHost({ modal: open, element })
      else if (++tries < 60) frame = requestAnimationFrame(look)
    }
    frame = requestAnimationFrame(look)
    return () => {
      live = false
      cancelAnimationFrame(frame)
    }
  }, [open, collectionSlug, id, config.routes.api])

  if (!open || host?.modal !== open) return null
  const docs = found?.modal === open ? found.docs : 'loading'
  if (docs !== 'loading' && docs.length === 0) return null
  const language = isLocale(i18n.language) ? i18n.language : defaultLocale
  const schedule = open?.startsWith('schedule-publish-')
  return createPortal(
    <div className={styles.warning} role="alert" data-testid="break-warning">
      {docs === 'loading' ? (
        <p>{t('citaya:healthWarningLoading' as never)}</p>
      ) : (
        <>
          <strong>{t('citaya:healthWarningTitle' as never)}</strong>
          <p>{t((schedule ? 'citaya:healthWarningSchedule' : 'citaya:healthWarningBody') as never)}</p>
          <ul>
            {docs.map((doc) => (
              <li key={`${doc.entity}:${doc.docId}`} data-testid="break-warning-doc">
                <a
                  href={
                    doc.kind === 'global'
                      ? `${config.routes.admin}/globals/${doc.entity}`
                      : `${config.routes.admin}/collections/${doc.entity}/${doc.docId}`
                  }
                  target="_blank"
                  rel="noreferrer"
                >
                  {doc.title || doc.entity}
                </a>{' '}
                ({doc.fields.map((label: Label) => label[language]).join(', ')})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>,
    host.element,
  )
}
