'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** «Marcar revisado»: the translation still fits the new source; the record leaves the list. */
export function MarkReviewed({ id }: { id: number }) {
  const { t } = useTranslation()
  const { config } = useConfig()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'sending' | 'error'>('idle')

  async function markReviewed() {
    setState('sending')
    const response = await fetch(`${config.routes.api}/translation-status/${id}/reviewed`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    if (!response?.ok) return setState('error')
    setState('idle')
    router.refresh()
  }

  return (
    <>
      <Button buttonStyle="secondary" size="small" disabled={state === 'sending'} onClick={markReviewed}>
        {t('citaya:translationMarkReviewed' as never)}
      </Button>
      {state === 'error' && <p role="alert">{t('citaya:translationMarkFailed' as never)}</p>}
    </>
  )
}
