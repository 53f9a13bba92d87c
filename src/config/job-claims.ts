import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Where } from 'payload'

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
 */
export function withAtomicJobClaims(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const payloadUpdateJobs = adapter.updateJobs
      adapter.updateJobs = async function claimOrUpdate(this: PostgresAdapter, jobArgs: UpdateJobsArgs) {
        if (jobArgs.data?.processing !== true) return payloadUpdateJobs.call(this, jobArgs)
        const ids = await claim(this, jobArgs)
        if (!ids.length) return []
        // Payload's update for exactly the claimed jobs: same data (processing, updatedAt), full documents back.
        const { id: _id, ...rest } = jobArgs
        return payloadUpdateJobs.call(this, {
          ...rest,
          where: { id: { in: ids } },
          limit: ids.length,
        } as UpdateJobsArgs)
      } as UpdateJobs
      return adapter
    },
  }
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
  // In the caller's transaction (the connection it already holds: a second one per runner could
  // exhaust the pool). The rows stay locked until Payload's update commits the claim; a row another
  // runner is claiming right now is skipped, never waited for, so runners cannot deadlock.
  const transactionID = args.req?.transactionID ? await args.req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
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
