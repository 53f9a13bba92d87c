import type { Payload, TaskConfig } from 'payload'

import type { ContactMessage } from '#src/payload-types.ts'
import { env } from '#src/config/env.ts'
import { pruneRateLimits } from '#src/contact/rate-limit.ts'
import { forwardPayload, staffNotification } from '#src/contact/delivery/mail.ts'

export const DELIVERY_TASK = 'deliverContactMessage'

/** Retries: 1, 2, 4, 8 … minutes apart, 12 attempts (about two and a half days). */
const retries = { attempts: 12, backoff: { type: 'exponential' as const, delay: 60_000 } }

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

async function forward(url: string, message: ContactMessage): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(forwardPayload(message)),
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`CONTACT_FORWARD_URL answered ${response.status} ${response.statusText}`)
}

/**
 * Delivers one stored message: the staff e-mail (Payload's e-mail adapter), then the forward to
 * CONTACT_FORWARD_URL where set. Each part is recorded when done, so a retry repeats only what
 * failed; a failure is written on the message and thrown, and the jobs queue retries later.
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
  const done: Partial<ContactMessage> = {}
  const forwardUrl = env.contactForwardUrl()
  try {
    if (!message.notifiedAt) {
      const { to, brandName } = await recipient(payload, message)
      await payload.sendEmail({ to, replyTo: message.email, ...staffNotification(message, brandName) })
      done.notifiedAt = new Date().toISOString()
    }
    if (forwardUrl && !message.forwardedAt) {
      await forward(forwardUrl, message)
      done.forwardedAt = new Date().toISOString()
    }
  } catch (error) {
    await payload.update({
      collection: 'contact-messages',
      id,
      overrideAccess: true,
      data: { ...done, deliveryAttempts: (message.deliveryAttempts ?? 0) + 1, deliveryError: errorText(error) },
    })
    throw error
  }
  await payload.update({
    collection: 'contact-messages',
    id,
    overrideAccess: true,
    // Staff may already have answered it: never move a message back from "answered".
    data: {
      ...done,
      deliveryAttempts: (message.deliveryAttempts ?? 0) + 1,
      deliveryError: null,
      ...(message.status === 'new' ? { status: 'forwarded' } : {}),
    },
  })
  await pruneRateLimits(payload).catch(() => undefined)
}

export const deliverContactMessageTask: TaskConfig<{ input: { messageId: number }; output: object }> = {
  slug: DELIVERY_TASK,
  label: 'Deliver a contact message',
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  retries,
  handler: async ({ input, req }) => {
    await deliverContactMessage(req.payload, input.messageId)
    return { output: {} }
  },
}
