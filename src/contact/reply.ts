import { type Endpoint, type PayloadRequest, APIError } from 'payload'
import { createTranslator } from 'next-intl'

import { hasRole } from '#src/access/roles.ts'
import { adminText, type AdminTextKey } from '#src/i18n/admin.ts'
import { formatDateTime } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import type { ContactMessage, SiteSetting, User } from '#src/payload-types.ts'
import { escapeHtml, headerText } from '#src/contact/escape.ts'

const catalogues = { es, en }

/** A reply's length limit: the same as a visitor's message. */
export const MAX_REPLY_LENGTH = 5000

/** A refusal the admin shows as it is: status and a message in the staff member's language. */
class ReplyError extends APIError {
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
  }
}

const t = (req: PayloadRequest, key: AdminTextKey) => adminText(req, key)

/**
 * The reply mail, in the language the visitor wrote in: the staff member's text, then the
 * visitor's message quoted under "El 24 de noviembre de 2026, 15:14, Ana escribió:" (Mexico City
 * time). Everything the visitor and staff wrote is escaped in the HTML part.
 */
export function replyMail(
  message: Pick<ContactMessage, 'name' | 'subject' | 'message' | 'language' | 'createdAt'>,
  body: string,
): { subject: string; text: string; html: string } {
  const locale: Locale = message.language
  const translate = createTranslator({ locale, messages: catalogues[locale], namespace: 'contact.reply' })
  // The moment they wrote, as they saw it: Mexico City time, 24-hour in Spanish.
  const date = formatDateTime(message.createdAt, locale, 'America/Mexico_City')
  const header = translate('quoteHeader', { date, name: message.name })
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')
  return {
    subject: headerText(`Re: ${message.subject}`).slice(0, 250),
    text: `${body}\n\n${header}\n${quoted}\n`,
    html: [
      `<p style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(body)}</p>`,
      `<p style="font-family:sans-serif">${escapeHtml(header)}</p>`,
      `<blockquote style="margin:0 0 0 .8em;padding-left:.8em;border-left:2px solid #ccc;white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.message)}</blockquote>`,
    ].join('\n'),
  }
}

/**
 * Replies to a contact message: an e-mail to the sender through the site's mailer (from the
 * brand's name, replies to the support address in Site settings), then recorded on the message
 * (the text, who, when), which becomes «Respondido» and handled by the sender of the reply.
 * Nothing is recorded if the mail could not be sent, so staff can simply try again.
 */
export async function replyToMessage(
  req: PayloadRequest,
  id: string | number,
  input: unknown,
): Promise<ContactMessage> {
  const user = req.user as User | null
  if (!hasRole(user, 'admin', 'marketing')) throw new ReplyError(t(req, 'replyForbidden'), 403)
  const body = typeof input === 'object' && input && 'body' in input ? (input as { body: unknown }).body : undefined
  const text = typeof body === 'string' ? body.trim() : ''
  if (!text) throw new ReplyError(t(req, 'replyEmpty'), 400)
  if (text.length > MAX_REPLY_LENGTH) throw new ReplyError(t(req, 'replyTooLong'), 400)
  const { payload } = req
  const message = await payload.findByID({
    collection: 'contact-messages',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!message) throw new ReplyError(t(req, 'replyNotFound'), 404)
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as SiteSetting
  try {
    await payload.sendEmail({
      to: message.email,
      from: `"${headerText(settings.brandName).replace(/"/g, '')}" <${payload.email.defaultFromAddress}>`,
      replyTo: settings.supportEmail,
      ...replyMail(message, text),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `The reply to contact message ${message.id} could not be sent` })
    throw new ReplyError(t(req, 'replyMailFailed'), 503)
  }
  const now = new Date().toISOString()
  return payload.update({
    collection: 'contact-messages',
    id: message.id,
    overrideAccess: true,
    data: {
      status: 'answered',
      handledBy: user!.id,
      handledAt: now,
      replies: [...(message.replies ?? []), { sentAt: now, sentBy: user!.id, body: text }],
    },
  })
}

/** POST /api/contact-messages/:id/reply {body}: 200 with the message, or 4xx/503 with a message. */
export const replyEndpoint: Endpoint = {
  path: '/:id/reply',
  method: 'post',
  handler: async (req) => {
    let input: unknown
    try {
      input = await req.json?.()
    } catch {
      input = null
    }
    try {
      const message = await replyToMessage(req, String(req.routeParams?.id ?? ''), input)
      return Response.json({ message: t(req, 'replySent'), doc: message }, { status: 200 })
    } catch (error) {
      if (error instanceof ReplyError)
        return Response.json({ errors: [{ message: error.message }] }, { status: error.status })
      throw error
    }
  },
}
