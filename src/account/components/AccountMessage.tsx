import { getTranslations } from 'next-intl/server'

import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { formatDate } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'

/** What the last form post said (src/account/server/actions.ts answers 303 with it in the address). */
export type AccountStatus = { form: string | null; notice: string | null; error: string | null; due: string | null }

/** The outcome of the form `form`, when the last post was that form's: an alert for a problem, a status for a success. */
export async function AccountMessage({
  status,
  form,
  locale,
}: {
  status: AccountStatus
  form: string
  locale: Locale
}) {
  if (status.form !== form) return null
  const t = await getTranslations('myAccount')
  // Only the keys the message files have: anything else in the address shows nothing.
  const known = (key: string) => t.has(key as never)
  if (status.error && known(`errors.${status.error}`))
    return <FormBanner message={t(`errors.${status.error}` as 'errors.unavailable')} />
  if (status.notice && known(`notices.${status.notice}`)) {
    const date = status.due && /^\d{4}-\d{2}-\d{2}$/.test(status.due) ? formatDate(status.due, locale) : ''
    return <FormBanner tone="info" message={t(`notices.${status.notice}` as 'notices.requestSent', { date })} />
  }
  return null
}

/** The status the address carries (only the known keys are shown; anything else is ignored). */
export function accountStatus(query: Record<string, string | string[] | undefined>): AccountStatus {
  const one = (name: string) => {
    const value = query[name]
    return typeof value === 'string' && /^[a-zA-Z0-9-]{1,40}$/.test(value) ? value : null
  }
  return { form: one('form'), notice: one('notice'), error: one('error'), due: one('due') }
}
