import type { ContactMessage } from '@/payload-types'

import { escapeHtml, headerText } from '../escape'

type Mail = { subject: string; text: string; html: string }

const labels = { name: 'Nombre / Name', email: 'Correo / E-mail', subject: 'Asunto / Subject', language: 'Idioma / Language', page: 'Página / Page', received: 'Recibido / Received' }

/**
 * The staff notification for one message. Everything the visitor wrote is escaped in the HTML
 * part and kept as plain text in the text part; the subject is one header line.
 */
export function staffNotification(message: ContactMessage, brandName: string): Mail {
  const rows: Array<[string, string]> = [
    [labels.name, message.name],
    [labels.email, message.email],
    [labels.subject, message.subject],
    [labels.language, message.language],
    [labels.page, message.page ?? ''],
    [labels.received, new Date(message.createdAt).toISOString()],
  ]
  const subject = headerText(`[${brandName}] ${message.subject} — ${message.name}`).slice(0, 250)
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', message.message].join('\n')
  const html = [
    '<table cellpadding="4" style="border-collapse:collapse;font-family:sans-serif">',
    ...rows.map(([label, value]) => `<tr><th align="left" style="vertical-align:top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.message)}</p>`,
  ].join('\n')
  return { subject, text, html }
}

/** What CONTACT_FORWARD_URL receives: JSON, the message as stored. */
export function forwardPayload(message: ContactMessage) {
  const { id, name, email, subject, message: body, language, page, createdAt } = message
  return { id, name, email, subject, message: body, language, page: page ?? null, createdAt }
}
