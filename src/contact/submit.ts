import { createLocalReq, type Payload, ValidationError } from 'payload'

import { inTransaction } from '#src/config/transactions.ts'
import { currentRequestId } from '#src/config/signals.ts'

import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { DELIVERY_TASK } from '#src/contact/delivery/task.ts'
import { fallbackPage } from '#src/contact/fallback-page.ts'
import { type ContactTranslator, contactTranslator, problemMessage } from '#src/contact/messages.ts'
import {
  clientAddress,
  type RateLimit,
  rateLimitFromEnv,
  refundRateLimit,
  takeRateLimit,
} from '#src/contact/rate-limit.ts'
import { ContactRequestError, readContactRequest, requestLocale } from '#src/contact/request.ts'
import { contactFields, type ContactField, type ContactMessageInput } from '#src/contact/fields.ts'
import { checkContactMessage } from '#src/contact/schema.ts'

export type ContactDependencies = {
  payload: Payload
  rateLimit?: RateLimit
  /** Runs work after the answer is sent (Next's `after`); the cron of the jobs queue is the safety net. */
  runSoon?: (work: () => Promise<unknown>) => void
}

/** The JSON the page's script reads (and any other client). */
export type ContactResult =
  | { ok: true }
  | { ok: false; errors?: Partial<Record<ContactField, string>>; message?: string; retryAfterSeconds?: number }

const thanksPath = (locale: Locale) => localizedPath(locale, '/contact/thanks')

type Refusal = {
  status: number
  locale: Locale
  t: ContactTranslator
  message?: string
  errors?: Partial<Record<ContactField, string>>
  values?: Partial<Record<ContactField, string>>
  page?: string | null
  headers?: Record<string, string>
}

function refuse(wantsJson: boolean, refusal: Refusal): Response {
  const { status, locale, t, message, errors, values, page, headers = {} } = refusal
  if (wantsJson) {
    const body: ContactResult = { ok: false, ...(errors ? { errors } : {}), ...(message ? { message } : {}) }
    if (headers['retry-after']) Object.assign(body, { retryAfterSeconds: Number(headers['retry-after']) })
    return Response.json(body, { status, headers })
  }
  return new Response(fallbackPage({ locale, t, alert: message, errors, values, page }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

function accepted(wantsJson: boolean, locale: Locale): Response {
  if (wantsJson) return Response.json({ ok: true } satisfies ContactResult, { status: 201 })
  // A relative Location: the browser resolves it against the address it posted to. request.url
  // carries the server's own host name (localhost), which may not be the visitor's, and the
  // Content-Security-Policy's form-action 'self' refuses a redirect to another origin.
  return new Response(null, { status: 303, headers: { location: thanksPath(locale) } })
}

/**
 * POST /api/contact. Reads the form (form data only), checks it with the shared zod schema,
 * applies the honeypot and the per-address rate limit, then stores the message and queues its
 * delivery in one transaction: a message is either stored with its delivery queued or not at all.
 * The answer is JSON for the page's script (Accept: application/json) and, for a plain form post
 * without JavaScript, a redirect to the thank-you page or an HTML page with the errors.
 */
export async function handleContactPost(
  request: Request,
  { payload, rateLimit = rateLimitFromEnv(), runSoon }: ContactDependencies,
): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  let input: Awaited<ReturnType<typeof readContactRequest>>
  try {
    input = await readContactRequest(request)
  } catch (error) {
    if (!(error instanceof ContactRequestError)) throw error
    const locale = requestLocale(request)
    const t = contactTranslator(locale)
    return refuse(wantsJson, { status: error.status, locale, t, message: t(error.problem) })
  }
  const { locale, page } = input
  const t = contactTranslator(locale)
  // A bot filled the hidden field: it is told "thank you" and nothing is kept.
  if (input.honeypot) return accepted(wantsJson, locale)

  const check = checkContactMessage(input.fields)
  if (!check.ok) {
    const errors: Partial<Record<ContactField, string>> = {}
    for (const [field, problem] of Object.entries(check.problems) as Array<
      [ContactField, NonNullable<(typeof check.problems)[ContactField]>]
    >) {
      errors[field] = problemMessage(t, field, problem)
    }
    const values: Partial<Record<ContactField, string>> = {}
    for (const field of contactFields) {
      const value = input.fields[field]
      if (typeof value === 'string') values[field] = value
    }
    return refuse(wantsJson, { status: 422, locale, t, errors, values, page })
  }

  const stored = await storeWithDelivery(
    payload,
    { ...check.data, language: locale, page, submissionKey: input.submissionKey },
    clientAddress(request.headers),
    rateLimit,
  )
  // A retry of a submission already stored (its answer was lost): the same answer, nothing stored or sent again.
  if (stored.kind === 'duplicate') return accepted(wantsJson, locale)
  if (stored.kind === 'limited') {
    const minutes = Math.max(1, Math.ceil(stored.retryAfterSeconds / 60))
    return refuse(wantsJson, {
      status: 429,
      locale,
      t,
      message: t('rateLimited', { minutes }),
      values: check.data,
      page,
      headers: { 'retry-after': String(stored.retryAfterSeconds) },
    })
  }
  if (stored.kind === 'failed' && stored.error instanceof ValidationError) {
    // The collection refused what the checks above accepted: they should agree (the tests keep
    // them in step), but if they ever do not, the visitor hears that the text needs a change.
    payload.logger.error({
      err: stored.error,
      msg: '[contact] the collection refused a message the form checks accepted',
    })
    return refuse(wantsJson, {
      status: 422,
      locale,
      t,
      message: t('fixErrors', { count: 1 }),
      values: check.data,
      page,
    })
  }
  if (stored.kind === 'failed') {
    payload.logger.error({ err: stored.error, msg: '[contact] could not store a message' })
    return refuse(wantsJson, {
      status: 503,
      locale,
      t,
      message: t('storeFailed'),
      values: check.data,
      page,
      headers: { 'retry-after': '60' },
    })
  }
  const { jobId } = stored
  runSoon?.(() => payload.jobs.runByID({ id: jobId }))
  return accepted(wantsJson, locale)
}

type Stored =
  | { kind: 'stored'; jobId: number | string }
  | { kind: 'duplicate' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'failed'; error: unknown }

/** Whether a message with this submission key is stored already. */
async function storedSubmission(payload: Payload, key: string | null): Promise<boolean> {
  if (!key) return false
  const found = await payload.find({
    collection: 'contact-messages',
    where: { submissionKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  return found.docs.length > 0
}

/**
 * Counts the sender against the rate limit, then stores the message and queues its delivery in
 * one transaction: never half-saved. A submission key already stored (a retry) stores nothing:
 * looked up first, and if two copies race, the unique index lets one in and the other finds it.
 */
async function storeWithDelivery(
  payload: Payload,
  data: ContactMessageInput & { language: Locale; page: string | null; submissionKey: string | null },
  address: string,
  rateLimit: RateLimit,
): Promise<Stored> {
  let counted = false
  const req = await createLocalReq({}, payload)
  try {
    if (await storedSubmission(payload, data.submissionKey)) return { kind: 'duplicate' }
    const limit = await takeRateLimit(payload, address, rateLimit)
    if (!limit.allowed) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
    counted = true
    // Stored only once the COMMIT succeeded: a failed one throws (src/config/transactions.ts) and
    // the visitor hears 503 with their text kept, never "received" for a message that is not there.
    const jobId = await inTransaction(req, async () => {
      const message = await payload.create({
        collection: 'contact-messages',
        overrideAccess: true,
        data: { ...data, status: 'new' },
        req,
      })
      const job = await payload.jobs.queue({
        task: DELIVERY_TASK,
        input: { messageId: message.id, requestId: currentRequestId() },
        req,
      })
      return job.id
    })
    return { kind: 'stored', jobId }
  } catch (error) {
    // A message that was not stored does not count against its sender.
    if (counted) await refundRateLimit(payload, address, rateLimit).catch(() => undefined)
    if (await storedSubmission(payload, data.submissionKey).catch(() => false)) return { kind: 'duplicate' }
    return { kind: 'failed', error }
  }
}
