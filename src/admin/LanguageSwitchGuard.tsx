'use client'

import { getTranslation } from '@payloadcms/translations'
import { ConfirmationModal, useConfig, useFormModified, useLocale, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { AdminTextKey } from '#src/i18n/admin.ts'

const modalSlug = 'citaya-language-switch'

/**
 * «Idioma del contenido» with unsaved changes: Payload's switch moves to the other language by
 * itself (a router push, which its «Salir sin guardar» guard does not see), and the edits were
 * silently lost. On an edit screen with unsaved changes, a choice in the switch first asks:
 * keep editing, or leave them and switch. Listens in the capture phase, before Payload's own
 * handler, and only to the switch's language buttons (they carry `data-locale`).
 */
export function LanguageSwitchGuard() {
  const modified = useFormModified()
  const { openModal, closeModal } = useModal()
  const { t, i18n } = useTranslation()
  const tr = (key: AdminTextKey, values?: Record<string, string>) => t(`citaya:${key}` as never, values as never)
  const locale = useLocale()
  const { config } = useConfig()
  const router = useRouter()
  const [target, setTarget] = useState<string | null>(null)

  useEffect(() => {
    if (!modified) return
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('.popup-button-list__button')
      const code = button?.querySelector('[data-locale]')?.getAttribute('data-locale')
      if (!code || code === locale.code) return
      event.preventDefault()
      event.stopPropagation()
      setTarget(code)
      openModal(modalSlug)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [modified, locale.code, openModal])

  const label = (code: string | null) => {
    const option = config.localization ? config.localization.locales.find((entry) => entry.code === code) : undefined
    return option ? getTranslation(option.label, i18n) : (code ?? '')
  }

  return (
    <ConfirmationModal
      modalSlug={modalSlug}
      heading={tr('languageSwitchHeading')}
      body={tr('languageSwitchBody', { from: label(locale.code), to: label(target) })}
      cancelLabel={tr('languageSwitchStay')}
      confirmLabel={tr('languageSwitchLeave', { to: label(target) })}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        closeModal(modalSlug)
        if (!target) return
        const params = new URLSearchParams(window.location.search)
        params.set('locale', target)
        router.push(`?${params.toString()}`)
      }}
    />
  )
}
