import { createTranslator } from 'next-intl'

import type { Locale } from '#src/i18n/locales.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import { escapeHtml, headerText } from '#src/contact/escape.ts'

const catalogues = { es, en }

/** The mails of a doctor's account: their texts are `accountActions.mail.<kind>` in the message files. */
export type AccountMailKind = 'resetPassword' | 'verifyEmail' | 'changeEmail' | 'emailChanged'

type Mail = { subject: string; text: string; html: string }

/**
 * One account mail in the doctor's language: greeting, what happened or what to do, the link (the
 * site's action page, src/account-actions/links.ts) where there is one, and what to do if they
 * did not ask. The brand's name comes from Site settings; everything is escaped in the HTML part.
 */
export function accountMail(
  kind: AccountMailKind,
  locale: Locale,
  o: { brandName: string; link?: string; newEmail?: string; supportEmail?: string },
): Mail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'accountActions.mail' })
  const values = { brand: o.brandName, newEmail: o.newEmail ?? '', support: o.supportEmail ?? '' }
  const lines = [t(`${kind}.intro`, values)]
  const closing = t(`${kind}.closing`, values)
  // The change's notice to the old address carries no link.
  const button = kind === 'emailChanged' ? null : t(`${kind}.button`, values)
  const text = [t('greeting'), '', ...lines, ...(o.link ? ['', o.link] : []), '', closing, '', `— ${o.brandName}`].join(
    '\n',
  )
  const html = [
    '<div style="font-family:sans-serif">',
    `<p>${escapeHtml(t('greeting'))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(o.link && button
      ? [`<p><a href="${escapeHtml(o.link)}">${escapeHtml(button)}</a></p>`, `<p>${escapeHtml(o.link)}</p>`]
      : []),
    `<p>${escapeHtml(closing)}</p>`,
    `<p>— ${escapeHtml(o.brandName)}</p>`,
    '</div>',
  ].join('\n')
  return { subject: headerText(t(`${kind}.subject`, values)).slice(0, 250), text, html }
}
