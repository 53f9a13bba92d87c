import type { Payload, TaskConfig } from 'payload'

import type { ContactMessage } from '#src/payload-types.ts'
import { env } from '#src/config/env.ts'
import { withRequestId } from '#src/config/signals.ts'
import { pruneRateLimits } from '#src/contact/rate-limit.ts'
import { forwardPayload, staffNotification } from '#src/contact/delivery/mail.ts'

export const DELIVERY_TASK = 'deliverContactMessage'

/**
 * Retries: 15 s, 30 s, 1, 2, 4 … minutes apart, 14 attempts (about two and a half days). The
 * first retry comes soon: a delivery that met a database restart (seconds) reaches staff within
 * a minute, not after the next whole minute of backoff.
 */
const retries = { attempts: 14, backoff: { type: 'exponential' as const, delay: 15_000 } }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** Demo requests (the contact page's demo subject, in either language) go to sales; the rest to support. */
async function recipient(payload: Payload, message: ContactMessage): Promise<{ to: string; brandName: string }> {
  const [settings, contactPage] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findGlobal({ slug: 'contact-page', locale: 'all', depth: 0 }),
  ])
  const demoSubjects = Object.values((contactPage.demo?.subject ?? {}) as unknown as Record<string, string>)
  const isDemo = demoSubjects.some((subject) => subject && subject.trim() === message.subject.trim())
  return { to: isDemo ? settings.salesEmail : settings.supportEmail, brandName: settings.brandName }
}

/**
 * One key per message, the same on every attempt: the receiver drops a forward it has already
 * seen (a delivery cut between the receiver's answer and our record of it is sent again). The
 * creation time keeps it unique across databases (a restored or reset one reuses ids).
 */
export const deliveryKey = (message: Pick<ContactMessage, 'id' | 'createdAt'>) =>
  `citaya-contact-${message.id}-${new Date(message.createdAt).getTime().toString(36)}`

async function forward(url: string, message: ContactMessage): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': deliveryKey(message) },
    body: JSON.stringify(forwardPayload(message)),
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`CONTACT_FORWARD_URL answered ${response.status} ${response.statusText}`)
}

/**
 * Delivers one stored message: the staff e-mail (Payload's e-mail adapter), then the forward to
 * CONTACT_FORWARD_URL where set. Each channel is recorded the moment it is done (its own write),
 * so a retry, or a rerun after the runner died (src/config/job-claims.ts), repeats only what is
 * not recorded: at least once, and once unless the process dies between sending and recording
 * (then the forward's Idempotency-Key and the mail's Message-ID let the receiver drop the copy).
 * A failure is written on the message and thrown, and the jobs queue retries later.
 */
export async function deliverContactMessage(payload: Payload, id: number): Promise<void> {
  const message = await payload.findByID({
    collection: 'contact-messages',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!message) return // deleted by an admin meanwhile: nothing to deliver
  const forwardUrl = env.contactForwardUrl()
  const record = (data: Partial<ContactMessage>) =>
    payload.update({ collection: 'contact-messages', id, overrideAccess: true, data })
  try {
    if (!message.notifiedAt) {
      const { to, brandName } = await recipient(payload, message)
      await payload.sendEmail({
        to,
        replyTo: message.email,
        messageId: `<${deliveryKey(message)}@citaya>`,
        ...staffNotification(message, brandName),
      })
      await record({ notifiedAt: new Date().toISOString() })
    }
    if (forwardUrl && !message.forwardedAt) {
      await forward(forwardUrl, message)
      await record({ forwardedAt: new Date().toISOString() })
    }
  } catch (error) {
    await record({ deliveryAttempts: (message.deliveryAttempts ?? 0) + 1, deliveryError: errorText(error) }).catch(
      () => undefined, // the database is away: the queue retries anyway
    )
    throw error
  }
  await record({
    deliveryAttempts: (message.deliveryAttempts ?? 0) + 1,
    deliveryError: null,
    // Staff may already have answered it: never move a message back from "answered".
    ...(message.status === 'new' ? { status: 'forwarded' } : {}),
  })
  await pruneRateLimits(payload).catch(() => undefined)
}

export const deliverContactMessageTask: TaskConfig<{
  input: { messageId: number; requestId?: string | null }
  output: object
}> = {
  slug: DELIVERY_TASK,
  label: 'Deliver a contact message',
  inputSchema: [
    { name: 'messageId', type: 'number', required: true },
    // The id of the request that stored the message (src/config/signals.ts): every line the worker
    // writes for this delivery carries it, so the front's, the instance's and the worker's lines
    // about one message are found with one search (docs/operations.md#logs).
    { name: 'requestId', type: 'text' },
  ],
  retries,
  handler: ({ input, job, req }) =>
    withRequestId(input.requestId || `job-${job.id}`, async () => {
      try {
        await deliverContactMessage(req.payload, input.messageId)
      } catch (error) {
        // The message's id and the error only: no address, name or text of the message.
        req.payload.logger.warn(
          `[contact] delivery of message ${input.messageId} failed (attempt ${(job.totalTried ?? 0) + 1}); retried later: ${errorText(error)}`,
        )
        throw error
      }
      req.payload.logger.info(`[contact] message ${input.messageId} delivered`)
      return { output: {} }
    }),
}
