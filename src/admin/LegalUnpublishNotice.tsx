'use client'

import { PopupList, useDocumentInfo, useTranslation } from '@payloadcms/ui'

/**
 * In place of Payload's "Unpublish" in a legal document's menu: a published version is never
 * unpublished (the server refuses it too: src/legal/collection/hooks/keepPublished.ts), so the menu
 * says why and what to do instead, in the staff member's language.
 */
export function LegalUnpublishNotice() {
  const { hasPublishedDoc } = useDocumentInfo()
  const { t } = useTranslation()
  if (!hasPublishedDoc) return null
  const say = t as unknown as (key: string) => string
  return (
    <PopupList.Button id="action-unpublish-blocked" disabled>
      <span style={{ whiteSpace: 'normal', display: 'block', maxWidth: '22rem' }}>
        {say('citaya:legalNoUnpublish')}
      </span>
    </PopupList.Button>
  )
}
