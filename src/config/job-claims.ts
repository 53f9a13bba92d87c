import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Where } from 'payload'

import { LEASE_RENEW_MS, LEASE_SECONDS, jobLeases } from '#src/config/job-leases.ts'
import { patchAdapter } from '#src/config/adapter.ts'

type UpdateJobs = PostgresAdapter['updateJobs']
type UpdateJobsArgs = Parameters<UpdateJobs>[0]

/**
 * Payload 3.90.1 claims a job by reading the runnable jobs and then writing `processing: true` to
 * each (and `runByID` writes it without looking at all), with nothing in between that stops a
 * second runner: the immediate `runByID` after a contact post and the scheduled run (in this
 * process or in a worker) could both run the same job. That ran deliveries twice and once threw
 * "Cannot use 'in' operator to search for '_rels'" (issue 15, finding 12).
 *
 * Here every claim (an update that sets `processing` to true) first takes the jobs with one
 * conditional UPDATE … WHERE processing IS NOT TRUE (rows locked FOR UPDATE SKIP LOCKED)
 * RETURNING id, in the claiming transaction: whichever runner's statement gets a row first owns
 * it, and every other runner skips it or, once the claim is committed, no longer finds it. Payload's own
 * update then runs for the claimed ids only, and returns the jobs as Payload expects. Releasing
 * or finishing a job (processing: false, completedAt, …) is left to Payload as it is.
 * Independent of who runs the jobs: the claim lives in the database adapter every runner uses.
 *
 * A claim is a lease (issue 27; Payload #17645 upstream: a job whose runner died stayed
 * `processing` forever). The claiming process renews `updated_at` of the jobs it holds every
 * LEASE_RENEW_MS; every claim first releases the jobs whose lease is older than LEASE_SECONDS
 * (their process is gone: killed, crashed, its machine lost), so they run again. The tasks are
 * written to be run again: a contact delivery skips the channels already done
 * (src/contact/delivery/task.ts), a scheduled publish publishes what is still a draft.
 */
export function withAtomicJobClaims(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return patchAdapter(adapterObj, (adapter) => {
    const leases = jobLeases()
    leases.release = (ids) => releaseJobs(adapter, ids)
    const payloadUpdateJobs = adapter.updateJobs
    adapter.updateJobs = async function claimOrUpdate(this: PostgresAdapter, jobArgs: UpdateJobsArgs) {
      if (jobArgs.data?.processing !== true) {
        try {
          return await payloadUpdateJobs.call(this, jobArgs)
        } finally {
          // Finished or released: no longer this process's to renew. Also when that write failed
          // (the database restarting): renewing would keep a job nobody runs claimed for as long
          // as this process lives; unrenewed, its lease expires and the next claim runs it again.
          if (jobArgs.data?.processing === false) for (const id of updatedIds(jobArgs)) leases.held.delete(id)
        }
      }
      await expireLeases(this, await connectionOf(this, jobArgs))
      const ids = await claim(this, jobArgs)
      if (!ids.length) return []
      for (const id of ids) leases.held.add(String(id))
      startRenewing(this)
      // Payload's update for exactly the claimed jobs: same data (processing, updatedAt), full documents back.
      const { id: _id, ...rest } = jobArgs
      return payloadUpdateJobs.call(this, {
        ...rest,
        where: { id: { in: ids } },
        limit: ids.length,
      } as UpdateJobsArgs)
    } as UpdateJobs
  })
}

/**
 * The caller's transaction (the connection it already holds: a second one per runner, with many
 * runners at once, could exhaust the pool and leave every runner waiting for a connection).
 */
async function connectionOf(adapter: PostgresAdapter, args: UpdateJobsArgs) {
  const transactionID = args.req?.transactionID ? await args.req.transactionID : undefined
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

/** The ids of the candidate jobs this runner won: candidates in Payload's order, then one conditional UPDATE. */
async function claim(adapter: PostgresAdapter, args: UpdateJobsArgs): Promise<Array<number | string>> {
  const where: Where =
    'id' in args && args.id !== undefined ? { id: { equals: args.id } } : ((args as { where?: Where }).where ?? {})
  const limit = 'id' in args && args.id !== undefined ? 1 : ((args as { limit?: number }).limit ?? 0)
  const candidates = await adapter.find({
    collection: 'payload-jobs',
    where: { and: [where, { processing: { equals: false } }] },
    limit,
    pagination: false,
    sort: (args as { sort?: string }).sort,
    select: {},
    req: args.req,
  })
  const candidateIds = candidates.docs.map((doc) => doc.id as number)
  if (!candidateIds.length) return []
  const table = sql.identifier(adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs')
  // The rows stay locked until Payload's update commits the claim; a row another runner is
  // claiming right now is skipped, never waited for, so runners cannot deadlock.
  const db = await connectionOf(adapter, args)
  const list = sql.join(
    candidateIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = await db.execute(
    sql`UPDATE ${table} SET "processing" = true, "updated_at" = now()
        WHERE "id" IN (SELECT "id" FROM ${table} WHERE "id" IN (${list}) AND "processing" IS NOT TRUE FOR UPDATE SKIP LOCKED)
        RETURNING "id"`,
  )
  const claimed = new Set((result.rows as Array<{ id: number }>).map((row) => Number(row.id)))
  // Keep Payload's processing order.
  return candidateIds.filter((id) => claimed.has(Number(id)))
}

const jobsTable = (adapter: PostgresAdapter) =>
  sql.identifier(adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs')
const idList = (ids: Array<number | string>) =>
  sql.join(
    ids.map((id) => sql`${Number(id)}`),
    sql`, `,
  )

/** The ids an update names: `{ id }` or `{ where: { id: { in | equals } } }` (how Payload finishes and releases jobs). */
function updatedIds(args: UpdateJobsArgs): string[] {
  if ('id' in args && args.id !== undefined) return [String(args.id)]
  const id = (args as { where?: { id?: { in?: unknown[]; equals?: unknown } } }).where?.id
  if (Array.isArray(id?.in)) return id.in.map(String)
  if (id?.equals !== undefined) return [String(id.equals)]
  return []
}

/**
 * Releases the jobs whose holder stopped renewing their lease: processing back to false, so this
 * claim (or the next) runs them again. The database's clock decides, never two machines' clocks.
 */
async function expireLeases(adapter: PostgresAdapter, db: Awaited<ReturnType<typeof connectionOf>>): Promise<void> {
  const result = await db.execute(
    // SKIP LOCKED: a row another runner is expiring or claiming right now is its business; two
    // runners expiring the same rows never wait for each other (no deadlock).
    sql`UPDATE ${jobsTable(adapter)} SET "processing" = false
        WHERE "id" IN (SELECT "id" FROM ${jobsTable(adapter)}
          WHERE "processing" IS TRUE AND "updated_at" < now() - make_interval(secs => ${LEASE_SECONDS})
          FOR UPDATE SKIP LOCKED)
        RETURNING "id", "task_slug"`,
  )
  for (const row of result.rows as Array<{ id: number; task_slug: string | null }>) {
    adapter.payload.logger.warn(
      `[jobs] job ${row.id} (${row.task_slug ?? 'workflow'}): its runner stopped renewing the claim for ${LEASE_SECONDS} s (process gone); it runs again`,
    )
  }
}

let renewTimer: ReturnType<typeof setInterval> | undefined
let renewFailing = false

/** Renews the leases of the jobs this process holds while it holds any; stops when it holds none. */
function startRenewing(adapter: PostgresAdapter): void {
  if (renewTimer) return
  const leases = jobLeases()
  renewTimer = setInterval(() => {
    const ids = [...leases.held]
    if (!ids.length) {
      clearInterval(renewTimer)
      renewTimer = undefined
      return
    }
    adapter.drizzle
      .execute(
        sql`UPDATE ${jobsTable(adapter)} SET "updated_at" = now()
            WHERE "id" IN (${idList(ids)}) AND "processing" IS TRUE RETURNING "id"`,
      )
      .then((result) => {
        const renewed = new Set((result.rows as Array<{ id: number }>).map((row) => String(row.id)))
        // Released meanwhile (by an expiry elsewhere, or Payload without telling us): no longer ours.
        for (const id of ids) if (!renewed.has(id)) leases.held.delete(id)
        if (renewFailing) adapter.payload.logger.info('[jobs] job leases renewed again')
        renewFailing = false
      })
      .catch((error: unknown) => {
        // The database is away (restart, failover): keep trying; a lease survives LEASE_SECONDS.
        if (!renewFailing)
          adapter.payload.logger.warn(`[jobs] could not renew the job leases: ${(error as Error).message}`)
        renewFailing = true
      })
  }, LEASE_RENEW_MS)
  renewTimer.unref()
}

/** Hands jobs back (processing = false): a stopping process that could not finish them. */
async function releaseJobs(adapter: PostgresAdapter, ids: string[]): Promise<void> {
  if (!ids.length) return
  await adapter.drizzle.execute(
    sql`UPDATE ${jobsTable(adapter)} SET "processing" = false WHERE "id" IN (${idList(ids)}) AND "processing" IS TRUE`,
  )
  adapter.payload.logger.info(`[jobs] handed back job(s) ${ids.join(', ')} to the queue`)
}
