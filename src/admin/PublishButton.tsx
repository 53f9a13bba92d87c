'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's own Publish button, with one fix to its "Schedule publish" dialog: Payload 3.90.1
 * preselects "Unpublish" whenever no version is newer than the published one, which is also the
 * case of a draft that was never published, where unpublishing means nothing. For such a draft
 * the dialog opens on "Publish", the only thing staff can want to schedule.
 */
export function PublishButton() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const scheduling = Boolean(id) && isModalOpen(`schedule-publish-${id}`)
  useEffect(() => {
    if (!scheduling || hasPublishedDoc) return
    // The dialog's first choice is Publish; its radios have no value to select them by.
    const frame = requestAnimationFrame(() => {
      const publish = document.querySelector<HTMLInputElement>(
        '.schedule-publish__type li:first-child input[type="radio"]',
      )
      if (publish && !publish.checked) publish.click()
    })
    return () => cancelAnimationFrame(frame)
  }, [scheduling, hasPublishedDoc])
  return <PayloadPublishButton />
}
