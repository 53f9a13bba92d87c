'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview frame: renders the page again from the server each time the editor
 * beside it saves (Payload's document event), so blocks that read other collections (plans, FAQ,
 * reusable sections) show as the site would. The admin is this same site, hence this origin.
 */
export function RefreshOnSave() {
  const router = useRouter()
  return (
    <RefreshRouteOnSave
      refresh={() => router.refresh()}
      serverURL={typeof window === 'undefined' ? '' : window.location.origin}
    />
  )
}
