import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Payload, Where } from 'payload'

import { LEASE_RENEW_MS, LEASE_SECONDS, type JobRun, jobLeases } from '#src/config/job-leases.ts'
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
 *
 * A lease follows the run that claimed it (issue 38): a run of the queue (`payload.jobs.run`,
 * `runByID`, whoever calls them: the server's cron, the worker, the immediate delivery after a
 * contact post) that ends, however, hands back what it claimed and Payload did not write back;
 * a run that threw before any write-back (the database going away between the claim and the
 * outcome) no longer leaves a claim renewed for as long as the process lives. And no claim is
 * renewed past its task's ceiling (`ceilingMs`): a run that hangs loses it, is logged, and the
 * job runs again once the lease expires.
 */
export function withAtomicJobClaims(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
  ceilingMs: (task: string) => number,
): DatabaseAdapterObj<PostgresAdapter> {
  return patchAdapter(adapterObj, (adapter) => {
    const leases = jobLeases()
    leases.release = (ids) => releaseJobs(adapter, ids)
    settleRunsOf(adapter.payload)
    const payloadUpdateJobs = adapter.updateJobs
    adapter.updateJobs = async function claimOrUpdate(this: PostgresAdapter, jobArgs: UpdateJobsArgs) {
      if (jobArgs.data?.processing !== true) {
        try {
          return await payloadUpdateJobs.call(this, jobArgs)
        } catch (error) {
          await rollBackJobTransaction(this, jobArgs)
          throw error
        } finally {
          // Finished or released: no longer this process's to renew. Also when that write failed
          // (the database restarting): renewing would keep a job nobody runs claimed for as long
          // as this process lives; unrenewed, its lease expires and the next claim runs it again.
          if (jobArgs.data?.processing === false) for (const id of updatedIds(jobArgs)) leases.held.delete(id)
        }
      }
      let claimed: Claimed[] = []
      try {
        await expireLeases(this, await connectionOf(this, jobArgs))
        claimed = await claim(this, jobArgs)
        if (!claimed.length) return []
        const run = leases.runs.getStore()
        for (const { id, task } of claimed) {
          leases.held.set(id, { task, since: Date.now() })
          run?.claimed.add(id)
        }
        startRenewing(this, ceilingMs)
        // Payload's update for exactly the claimed jobs: same data (processing, updatedAt), full documents back.
        const { id: _id, ...rest } = jobArgs
        return await payloadUpdateJobs.call(this, {
          ...rest,
          where: { id: { in: claimed.map(({ id }) => Number(id)) } },
          limit: claimed.length,
        } as UpdateJobsArgs)
      } catch (error) {
        // The claim is not the caller's (it throws): not ours to renew, and its transaction is undone.
        for (const { id } of claimed) leases.held.delete(id)
        await rollBackJobTransaction(this, jobArgs)
        throw error
      }
    } as UpdateJobs
  })
}

/**
 * Payload's `updateJob` (payload/dist/queues/utilities/updateJob.js) begins a transaction of its
 * own for each job update, on a bare request `{ transactionID }`, and neither commits nor rolls
 * it back when the update throws: the transaction, and the pool connection under it, stayed open
 * for as long as the process lived (a pool of 10 loses one per failed claim). That transaction is
 * rolled back here; a caller's own transaction (a request with more than its id) is left to it.
 */
async function rollBackJobTransaction(adapter: PostgresAdapter, args: UpdateJobsArgs): Promise<void> {
  const req = args.req as Record<string, unknown> | undefined
  if (!req || Object.keys(req).length !== 1 || !('transactionID' in req)) return
  await adapter.rollbackTransaction(req.transactionID as string).catch(() => undefined)
}

const settled = new WeakSet<object>()

/**
 * Wraps the jobs Local API's two runners so that each run carries its claims (AsyncLocalStorage:
 * the claim above is made in the run's async context) and, when it settles, whatever it threw,
 * hands back those Payload did not finish or release. Payload's `jobs` object exists before the
 * adapter's `init`, and every runner (the cron in the server, the worker, `after()` in the
 * contact route) goes through it.
 */
function settleRunsOf(payload: Payload): void {
  const jobs = payload.jobs
  if (settled.has(jobs)) return
  settled.add(jobs)
  const { run, runByID } = jobs
  jobs.run = ((args) => settleClaims(payload, () => run(args))) as typeof run
  jobs.runByID = ((args) => settleClaims(payload, () => runByID(args))) as typeof runByID
}

async function settleClaims<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const leases = jobLeases()
  const run: JobRun = { claimed: new Set() }
  try {
    return await leases.runs.run(run, work)
  } finally {
    const left = [...run.claimed].filter((id) => leases.held.has(id))
    if (left.length) {
      for (const id of left) leases.held.delete(id)
      try {
        await leases.release?.(left)
        payload.logger.warn(`[jobs] job(s) ${left.join(', ')}: the run ended without writing an outcome; handed back`)
      } catch (error) {
        payload.logger.warn(
          `[jobs] job(s) ${left.join(', ')}: the run ended without an outcome and could not hand them back (${(error as Error).message}); they run again when their lease expires (${LEASE_SECONDS} s)`,
        )
      }
    }
  }
}

/**
 * The caller's transaction (the connection it already holds: a second one per runner, with many
 * runners at once, could exhaust the pool and leave every runner waiting for a connection).
 */
async function connectionOf(adapter: PostgresAdapter, args: UpdateJobsArgs) {
  const transactionID = args.req?.transactionID ? await args.req.transactionID : undefined
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

type Claimed = { id: string; task: string }

/** The candidate jobs this runner won: candidates in Payload's order, then one conditional UPDATE. */
async function claim(adapter: PostgresAdapter, args: UpdateJobsArgs): Promise<Claimed[]> {
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
        RETURNING "id", "task_slug"`,
  )
  const claimed = new Map(
    (result.rows as Array<{ id: number; task_slug: string | null }>).map((row) => [
      Number(row.id),
      row.task_slug ?? 'workflow',
    ]),
  )
  // Keep Payload's processing order.
  return candidateIds
    .filter((id) => claimed.has(Number(id)))
    .map((id) => ({ id: String(id), task: claimed.get(Number(id))! }))
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

/**
 * Renews the leases of the jobs this process holds while it holds any; stops when it holds none.
 * A job held longer than its task's ceiling is dropped first: its run hangs (a connection that
 * never answers), and renewing would keep it from every other runner for as long as this lives.
 */
function startRenewing(adapter: PostgresAdapter, ceilingMs: (task: string) => number): void {
  if (renewTimer) return
  const leases = jobLeases()
  renewTimer = setInterval(() => {
    for (const [id, { task, since }] of leases.held) {
      const ceiling = ceilingMs(task)
      if (Date.now() - since <= ceiling) continue
      leases.held.delete(id)
      adapter.payload.logger.error(
        `[jobs] job ${id} (${task}) has run for more than ${Math.round(ceiling / 1000)} s, its ceiling: its claim is no longer renewed, and the job runs again once the lease expires (${LEASE_SECONDS} s)`,
      )
    }
    const ids = [...leases.held.keys()]
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
