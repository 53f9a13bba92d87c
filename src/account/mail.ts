import { createTranslator } from 'next-intl'

import { escapeHtml, headerText } from '#src/contact/escape.ts'
import { formatDate } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import { absoluteUrl } from '#src/seo/urls.ts'

const catalogues = { es, en }

export type Mail = { subject: string; text: string; html: string }

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'myAccount' })

/** Plain text as HTML: escaped, line breaks kept. */
const asHtml = (text: string) => `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(text)}</div>`

/**
 * The confirmation that an account was closed, in the doctor's language: what was deleted, what
 * is kept and why, and where to write if it was not them. The copy is in the message files
 * (`myAccount.mail`), the brand from Site settings.
 */
export function accountClosedMail(o: { locale: Locale; brand: string; name: string; closedAt: string }): Mail {
  const t = translator(o.locale)
  const text = t('mail.closedBody', {
    brand: o.brand,
    name: o.name,
    date: formatDate(o.closedAt, o.locale),
    contact: absoluteUrl(o.locale, '/contact'),
  })
  return { subject: headerText(t('mail.closedSubject', { brand: o.brand })).slice(0, 250), text, html: asHtml(text) }
}

/**
 * What a doctor is told when legal staff answer, carry out or refuse their data-rights request:
 * the new state, the answer or the reason for the refusal, and a link to «Mi cuenta».
 */
export function requestAnsweredMail(o: {
  locale: Locale
  name: string
  summary: string
  right: 'access' | 'rectification' | 'cancellation' | 'opposition' | 'consentWithdrawal'
  state: 'answered' | 'carriedOut' | 'refused'
  details: string
}): Mail {
  const t = translator(o.locale)
  const state = t(`rights.states.${o.state}`)
  const text = t('mail.answeredBody', {
    name: o.name,
    summary: o.summary,
    right: t(`rights.rights.${o.right}`),
    state,
    details: o.details,
    link: absoluteUrl(o.locale, '/dashboard/account'),
  })
  return { subject: headerText(t('mail.answeredSubject', { state })).slice(0, 250), text, html: asHtml(text) }
}
