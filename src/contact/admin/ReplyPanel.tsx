'use client'

import { Button, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import type { AdminTextKey } from '#src/i18n/admin.ts'
import { defaultLocale } from '#src/i18n/locales.ts'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' | 'error'; message: string }

/**
 * «Responder por correo» on a contact message: the reply goes to the sender through the site's
 * mailer (src/contact/reply.ts) and is recorded on the message, which the page then shows.
 * Its own form (not the document's): a reply is sent, never saved as a draft of the message.
 */
export function ReplyPanel() {
  const { t } = useTranslation()
  const tr = (key: AdminTextKey, values?: Record<string, string>) => t(`citaya:${key}` as never, values as never)
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const router = useRouter()
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const language = useFormFields(([fields]) => fields.language?.value as string | undefined)
  const fieldId = useId()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  if (!id) return null

  async function send(event: FormEvent) {
    event.preventDefault()
    setStatus({ kind: 'sending' })
    try {
      const response = await fetch(`${config.routes.api}/contact-messages/${id}/reply`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: text }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      if (!response.ok) {
        setStatus({ kind: 'error', message: body.errors?.[0]?.message || tr('replyFailed') })
        return
      }
      setText('')
      setStatus({ kind: 'done', message: body.message || tr('replySent') })
      router.refresh()
    } catch {
      setStatus({ kind: 'error', message: tr('replyFailed') })
    }
  }

  return (
    <div className="citaya-reply field-type">
      <label className="field-label" htmlFor={fieldId}>
        {tr('replyLabel')}
      </label>
      <p className="citaya-reply__help" id={`${fieldId}-help`}>
        {tr('replyHelp', {
          email: email ?? '',
          language: tr(language === defaultLocale ? 'languageEs' : 'languageEn'),
        })}
      </p>
      <textarea
        id={fieldId}
        className="citaya-reply__text"
        aria-describedby={`${fieldId}-help`}
        rows={6}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="button" buttonStyle="secondary" onClick={send} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? tr('replySending') : tr('replySend')}
      </Button>
      {status.kind === 'done' ? <p role="status">{status.message}</p> : null}
      {status.kind === 'error' ? (
        <p role="alert" className="citaya-reply__error">
          {status.message}
        </p>
      ) : null}
    </div>
  )
}
