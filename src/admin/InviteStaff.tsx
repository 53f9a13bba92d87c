'use client'

import { getTranslation } from '@payloadcms/translations'
import { Button, useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { hasRole, staffRoles, type StaffRole } from '#src/access/roles.ts'
import { staffRoleLabels } from '#src/collections/Users/roleLabels.ts'
import type { AdminTextKey } from '#src/i18n/admin.ts'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' | 'error'; message: string }

/**
 * "Invite by e-mail" above the staff list (admins only: the list is theirs). The new member gets
 * a mail with a link to choose their own password (src/collections/Users/invite.ts); nobody else
 * ever knows it. A native <details> keeps the list's layout when closed and works by keyboard.
 */
export function InviteStaff() {
  const { user } = useAuth<{ roles?: StaffRole[] }>()
  // Only admins may invite (the endpoint refuses everyone else): others never see the form.
  if (!hasRole(user, 'admin')) return null
  return <InviteForm />
}

function InviteForm() {
  const { i18n, t } = useTranslation()
  const tr = (key: AdminTextKey) => t(`citaya:${key}` as never)
  const { config } = useConfig()
  const router = useRouter()
  const id = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setStatus({ kind: 'sending' })
    try {
      const response = await fetch(`${config.routes.api}/users/invite`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: data.get('email'), name: data.get('name'), roles: data.getAll('roles') }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        errors?: Array<{ message?: string }>
      }
      if (!response.ok) {
        setStatus({ kind: 'error', message: body.errors?.[0]?.message || tr('inviteFailed') })
        return
      }
      form.reset()
      setStatus({ kind: 'done', message: body.message || tr('inviteSent') })
      router.refresh()
    } catch {
      setStatus({ kind: 'error', message: tr('inviteFailed') })
    }
  }

  return (
    <details className="citaya-invite">
      <summary className="citaya-invite__summary">{tr('inviteOpen')}</summary>
      <form className="citaya-invite__form" onSubmit={submit} noValidate={false}>
        <p className="citaya-invite__help">{tr('inviteHelp')}</p>
        <div className="citaya-invite__field">
          <label htmlFor={`${id}-email`}>{tr('inviteEmail')}</label>
          <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="off" />
        </div>
        <div className="citaya-invite__field">
          <label htmlFor={`${id}-name`}>{tr('inviteName')}</label>
          <input id={`${id}-name`} name="name" type="text" maxLength={120} autoComplete="off" />
        </div>
        <fieldset className="citaya-invite__roles">
          <legend>{tr('inviteRoles')}</legend>
          {staffRoles.map((role) => (
            <label key={role}>
              <input type="checkbox" name="roles" value={role} defaultChecked={role === 'marketing'} />{' '}
              {getTranslation(staffRoleLabels[role], i18n)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={status.kind === 'sending'}>
          {tr('inviteSend')}
        </Button>
        <p
          className={`citaya-invite__status citaya-invite__status--${status.kind}`}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
        </p>
      </form>
    </details>
  )
}
