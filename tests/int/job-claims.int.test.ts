import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import { LEASE_RENEW_MS, LEASE_SECONDS, jobLeases } from '#src/config/job-leases.ts'
import { DELIVERY_TASK } from '#src/contact/delivery/task.ts'
import { handleContactPost } from '#src/contact/submit.ts'
import { freePort } from '#scripts/lib/network.ts'
import { startSmtpServer } from '#tests/int/contact-support.ts'

/**
 * Issue 15, finding 12: the immediate runByID after a contact post, the scheduled run of this
 * server and that of a separate worker may all reach for the same delivery job at once. Each job
 * must be claimed by exactly one of them: every message e-mailed exactly once, no runner failing.
 */
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  const port = await freePort()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    SMTP_SKIP_VERIFY: 'true',
  })
  delete process.env.CONTACT_FORWARD_URL
  smtp = await startSmtpServer(port)
  const [{ default: config }, { getPayload }] = await Promise.all([import('#payload-config'), import('payload')])
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: DELIVERY_TASK } } })
  await payload?.destroy()
  await smtp?.close()
})

async function postMessage(subject: string): Promise<void> {
  const body = new URLSearchParams({
    name: 'Dra. Ana López',
    email: 'ana@example.com',
    subject,
    message: 'Quiero una demo del asistente.',
  })
  const request = new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '198.51.100.12',
    },
    body: body.toString(),
  })
  // No runSoon: the runners below stand for it.
  const response = await handleContactPost(request, { payload, rateLimit: { max: 1000, windowMinutes: 60 } })
  expect(response.status).toBe(201)
}

describe('claiming delivery jobs', () => {
  it(
    'many concurrent runners over the same jobs deliver each message exactly once, without errors',
    { timeout: 240_000 },
    async () => {
      const rounds = 3
      const perRound = 12
      for (let round = 0; round < rounds; round += 1) {
        const subjects = Array.from(
          { length: perRound },
          (_, index) => `Carrera ${Date.now().toString(36)} r${round}n${String(index).padStart(2, '0')}x`,
        )
        for (const subject of subjects) await postMessage(subject)
        const messages = await payload.find({
          collection: 'contact-messages',
          where: { subject: { in: subjects } },
          pagination: false,
          depth: 0,
        })
        const ids = new Set(messages.docs.map((doc) => doc.id))
        const { docs: jobs } = await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: DELIVERY_TASK } },
          pagination: false,
          depth: 0,
        })
        const ours = jobs.filter((job) => ids.has((job.input as { messageId: number }).messageId))
        expect(ours).toHaveLength(perRound)
        const mailsBefore = smtp.mails.length

        // Every job twice by id (the immediate runs), interleaved with four scheduled runs.
        const runners: Array<() => Promise<unknown>> = [
          ...ours.flatMap((job) => [
            () => payload.jobs.runByID({ id: job.id, silent: true }),
            () => payload.jobs.runByID({ id: job.id, silent: true }),
          ]),
          ...Array.from({ length: 4 }, () => () => payload.jobs.run({ limit: 100, silent: true })),
        ]
        runners.sort(() => Math.random() - 0.5)
        const results = await Promise.allSettled(runners.map((runner) => runner()))
        expect(results.filter((result) => result.status === 'rejected')).toEqual([])

        const delivered = smtp.mails.slice(mailsBefore)
        for (const subject of subjects)
          expect(
            delivered.filter((mail) => mail.includes(subject)),
            subject,
          ).toHaveLength(1)
        expect(delivered).toHaveLength(perRound)
        const after = await payload.find({
          collection: 'contact-messages',
          where: { subject: { in: subjects } },
          pagination: false,
          depth: 0,
        })
        for (const message of after.docs) {
          expect(message.deliveryAttempts).toBe(1)
          expect(message.deliveryError ?? null).toBeNull()
          expect(message.status).toBe('forwarded')
        }
        const left = await payload.count({
          collection: 'payload-jobs',
          where: { id: { in: ours.map((job) => job.id) } },
        })
        expect(left.totalDocs).toBe(0)
      }
    },
  )
})

const jobOf = async (subject: string) => {
  const [message] = (
    await payload.find({ collection: 'contact-messages', where: { subject: { equals: subject } }, depth: 0 })
  ).docs
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: DELIVERY_TASK } },
    pagination: false,
    depth: 0,
  })
  return docs.find((job) => (job.input as { messageId: number }).messageId === message!.id)!
}

describe('a claim is a lease (issue 27)', () => {
  /** What a runner that died mid-job leaves: processing, its lease last renewed `ageSeconds` ago. */
  const claimedBy = (id: number | string, ageSeconds: number) =>
    payload.db.drizzle.execute(
      sql`UPDATE payload_jobs SET processing = true, updated_at = now() - make_interval(secs => ${ageSeconds}) WHERE id = ${Number(id)}`,
    )

  it('a job whose runner stopped renewing its claim runs again; one still renewed is left to its runner', async () => {
    const gone = `Lease gone ${Date.now().toString(36)}x`
    const alive = `Lease alive ${Date.now().toString(36)}x`
    await postMessage(gone)
    await postMessage(alive)
    const goneJob = await jobOf(gone)
    const aliveJob = await jobOf(alive)
    await claimedBy(goneJob.id, LEASE_SECONDS + 5)
    await claimedBy(aliveJob.id, 2)
    const mailsBefore = smtp.mails.length
    await payload.jobs.run({ limit: 100, silent: true })
    const delivered = smtp.mails.slice(mailsBefore)
    expect(delivered.filter((mail) => mail.includes(gone))).toHaveLength(1)
    expect(delivered.filter((mail) => mail.includes(alive))).toHaveLength(0)
    const left = await payload.findByID({ collection: 'payload-jobs', id: aliveJob.id, depth: 0 })
    expect(left.processing).toBe(true)
    await payload.delete({ collection: 'payload-jobs', id: aliveJob.id })
  })
})

/**
 * Issue 38: a delivery stayed claimed, its lease renewed by a live process, after a run that had
 * failed before writing anything back (the database going away between the claim and the outcome).
 */
describe('a claim follows its run (issue 38)', () => {
  it('a run that throws before writing its outcome hands its claim back as it ends; the next run delivers', async () => {
    const subject = `Run fails ${Date.now().toString(36)}x`
    await postMessage(subject)
    const job = await jobOf(subject)
    // After the claim's own transaction, no transaction can begin (the database is away): neither
    // the task nor Payload's error handling writes anything back, and the run throws.
    const begin = payload.db.beginTransaction
    let begun = 0
    payload.db.beginTransaction = async function (this: unknown, ...args: Parameters<typeof begin>) {
      begun += 1
      if (begun > 1) throw new Error('Error: cannot begin transaction: connect ECONNREFUSED')
      return begin.apply(this, args)
    } as typeof begin
    try {
      await expect(payload.jobs.runByID({ id: job.id, silent: true })).rejects.toThrow(/cannot begin transaction/)
    } finally {
      payload.db.beginTransaction = begin
    }
    expect(begun).toBeGreaterThan(1)
    expect(jobLeases().held.has(String(job.id))).toBe(false)
    const after = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(after.processing).toBe(false)
    expect(after.completedAt ?? null).toBeNull()

    await payload.jobs.runByID({ id: job.id, silent: true })
    expect(smtp.mails.some((mail) => mail.includes(subject))).toBe(true)
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, disableErrors: true })
    // Finished: deleted on completion, or at least no longer claimed.
    expect(done?.processing ?? false).toBe(false)
  })

  it("a run that hangs past its task's ceiling stops being renewed and says so; its lease then expires", async () => {
    const subject = `Run hangs ${Date.now().toString(36)}x`
    await postMessage(subject)
    const job = await jobOf(subject)
    let unhang!: (error: Error) => void
    const send = vi.spyOn(payload, 'sendEmail').mockImplementation(() => new Promise((_, reject) => (unhang = reject)))
    const logged = vi.spyOn(payload.logger, 'error')
    const running = payload.jobs.runByID({ id: job.id, silent: true })
    try {
      await vi.waitFor(() => expect(send).toHaveBeenCalled(), { timeout: 10_000 })
      const held = jobLeases().held.get(String(job.id))
      expect(held?.task).toBe(DELIVERY_TASK)
      // As if it had been running for an hour: past the delivery's ceiling (payload.config.ts).
      held!.since = Date.now() - 60 * 60 * 1000
      await vi.waitFor(() => expect(jobLeases().held.has(String(job.id))).toBe(false), {
        timeout: LEASE_RENEW_MS + 5000,
        interval: 200,
      })
      expect(logged.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringMatching(
          new RegExp(`job ${job.id} \\(${DELIVERY_TASK}\\) has run for more than \\d+ s, its ceiling`),
        ),
      )
    } finally {
      unhang(new Error('mail server gone'))
      await running.catch(() => undefined)
      send.mockRestore()
      logged.mockRestore()
    }
  })
})
