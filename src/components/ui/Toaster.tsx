'use client'

import { useTranslations } from 'next-intl'
import { Toaster as Sonner } from 'sonner'

/**
 * The one place toasts appear (sonner: announced politely to screen readers, dismissible,
 * kept across client-side navigation because it lives in the locale layout).
 */
export function Toaster() {
  const t = useTranslations('toast')
  return <Sonner position="top-center" richColors closeButton containerAriaLabel={t('region')} toastOptions={{ closeButtonAriaLabel: t('close') }} />
}
