import type { ContactMessage } from '#src/payload-types.ts'
import { siteOrigin } from '#src/seo/urls.ts'
import { escapeHtml, headerText } from '#src/contact/escape.ts'

type Mail = { subject: string; text: string; html: string }

const labels = {
  name: 'Nombre / Name',
  email: 'Correo / E-mail',
  subject: 'Asunto / Subject',
  language: 'Idioma / Language',
  page: 'Página / Page',
  received: 'Recibido / Received',
  admin: 'En el CMS / In the CMS',
}

/**
 * The staff notification for one message. Everything the visitor wrote is escaped in the HTML
 * part and kept as plain text in the text part; the subject is one header line. Links are
 * absolute, on the public site (`origin`, NEXT_PUBLIC_SERVER_URL): the page the message was sent
 * from and the message in the CMS.
 */
export function staffNotification(message: ContactMessage, brandName: string, origin = siteOrigin()): Mail {
  const page = message.page ? (message.page.startsWith('/') ? `${origin}${message.page}` : message.page) : ''
  const adminUrl = `${origin}/admin/collections/contact-messages/${message.id}`
  const rows: Array<[string, string]> = [
    [labels.name, message.name],
    [labels.email, message.email],
    [labels.subject, message.subject],
    [labels.language, message.language],
    [labels.page, page],
    [labels.received, new Date(message.createdAt).toISOString()],
    [labels.admin, adminUrl],
  ]
  const subject = headerText(`[${brandName}] ${message.subject} — ${message.name}`).slice(0, 250)
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', message.message].join('\n')
  const html = [
    '<table cellpadding="4" style="border-collapse:collapse;font-family:sans-serif">',
    ...rows.map(([label, value]) => {
      // Only the site's own link to the CMS is a link; what the visitor sent stays text.
      const cell =
        value === adminUrl ? `<a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a>` : escapeHtml(value)
      return `<tr><th align="left" style="vertical-align:top">${escapeHtml(label)}</th><td>${cell}</td></tr>`
    }),
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
