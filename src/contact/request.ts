import { type Locale, defaultLocale, isLocale } from '#src/i18n/locales.ts'
import { splitLocale } from '#src/i18n/paths.ts'
import { BODY_LIMITS, BodyTooLargeError, readBody } from '#src/server/body-limit.ts'
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD, contactFields, type ContactField } from '#src/contact/fields.ts'

/** Larger bodies are refused, reading stops there: 4 fields of at most 5,000 characters fit easily. */
export const MAX_BODY_BYTES = BODY_LIMITS.contact

export type ContactRequest = {
  fields: Partial<Record<ContactField, unknown>>
  locale: Locale
  page: string | null
  honeypot: boolean
  /** The form's key for this submission (null: none sent, e.g. without JavaScript). */
  submissionKey: string | null
}

export type RequestProblem = 'unsupported' | 'badEncoding' | 'tooLarge' | 'badSubmissionKey'

/** A random id as the browser makes it (crypto.randomUUID) or any token of the same alphabet. */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,100}$/

export class ContactRequestError extends Error {
  constructor(
    readonly problem: RequestProblem,
    readonly status: 400 | 413 | 415,
  ) {
    super(problem)
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** application/x-www-form-urlencoded, decoded strictly: percent-escapes that are not UTF-8 are refused. */
function parseUrlEncoded(bytes: Uint8Array): Map<string, unknown> {
  const decode = (part: string) => {
    const raw = part.replace(/\+/g, ' ')
    const out: number[] = []
    for (let i = 0; i < raw.length; i += 1) {
      if (raw[i] === '%' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
        out.push(Number.parseInt(raw.slice(i + 1, i + 3), 16))
        i += 2
      } else {
        out.push(...new TextEncoder().encode(raw[i]))
      }
    }
    return strictUtf8.decode(new Uint8Array(out))
  }
  const text = strictUtf8.decode(bytes)
  const values = new Map<string, unknown>()
  for (const pair of text.split('&')) {
    if (!pair) continue
    const at = pair.indexOf('=')
    const key = decode(at === -1 ? pair : pair.slice(0, at))
    if (!values.has(key)) values.set(key, decode(at === -1 ? '' : pair.slice(at + 1)))
  }
  return values
}

/** multipart/form-data through the platform parser; text it had to repair (U+FFFD) was not UTF-8. */
async function parseMultipart(request: Request, bytes: Uint8Array): Promise<Map<string, unknown>> {
  const form = await new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: bytes as BodyInit,
  }).formData()
  const values = new Map<string, unknown>()
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && value.includes('\uFFFD')) throw new ContactRequestError('badEncoding', 400)
    if (!values.has(key)) values.set(key, value)
  }
  return values
}

/** How much of the page's address is kept: the `page` field of contact-messages holds 500 characters. */
export const MAX_PAGE_LENGTH = 500

/**
 * A same-site path (with its query) the visitor sent the form from, or null; cut to what the
 * collection holds, and without the characters PostgreSQL's text refuses (NUL) or that break a line.
 */
function pagePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null
  return value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_PAGE_LENGTH)
}

/** Reads a contact form post. Only form data is accepted: JSON and other bodies get 415. */
export async function readContactRequest(request: Request): Promise<ContactRequest> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    throw new ContactRequestError('unsupported', 415)
  let bytes: Uint8Array
  try {
    bytes = await readBody(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ContactRequestError('tooLarge', 413)
    throw new ContactRequestError('badEncoding', 400)
  }
  let values: Map<string, unknown>
  try {
    values = type === 'multipart/form-data' ? await parseMultipart(request, bytes) : parseUrlEncoded(bytes)
  } catch (error) {
    if (error instanceof ContactRequestError) throw error
    throw new ContactRequestError('badEncoding', 400)
  }
  const fields: ContactRequest['fields'] = {}
  for (const field of contactFields) if (values.has(field)) fields[field] = values.get(field)
  const locale = values.get('locale')
  const honeypot = values.get(HONEYPOT_FIELD)
  let referer: string | null = null
  try {
    const url = new URL(request.headers.get('referer') ?? '')
    referer = url.host === new URL(request.url).host ? pagePath(url.pathname + url.search) : null
  } catch {
    referer = null
  }
  const key = values.get(SUBMISSION_KEY_FIELD)
  if (key !== undefined && key !== '' && (typeof key !== 'string' || !SUBMISSION_KEY.test(key)))
    throw new ContactRequestError('badSubmissionKey', 400)
  return {
    fields,
    submissionKey: typeof key === 'string' && key !== '' ? key : null,
    locale: isLocale(locale) ? locale : requestLocale(request),
    page: pagePath(values.get('page')) ?? referer,
    honeypot: typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined,
  }
}

/** The language to answer in before the body is read: the form's action carries `?locale=`. */
export function requestLocale(request: Request): Locale {
  const fromQuery = new URL(request.url).searchParams.get('locale')
  if (isLocale(fromQuery)) return fromQuery
  try {
    return splitLocale(new URL(request.headers.get('referer') ?? '').pathname).locale
  } catch {
    return defaultLocale
  }
}
