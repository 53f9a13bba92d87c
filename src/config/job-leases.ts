import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The jobs this process holds (claimed, not yet finished or released), kept on `globalThis` so
 * that scripts/server.ts (outside Next's bundle) and the Payload instance inside it share one
 * registry. src/config/job-claims.ts fills it, renews each held job's lease and releases what a
 * run leaves behind; a process that stops hands back what it still holds (`handBackJobs`), so
 * nothing waits for a lease to expire. No Payload imports: server.ts loads this before Next.
 */

/** A claim is a lease of this many seconds, renewed by the holder every LEASE_RENEW_MS. */
export const LEASE_SECONDS = 30
export const LEASE_RENEW_MS = 10_000

/** One held job: its task (for the ceiling and the logs) and when this process claimed it. */
export type HeldJob = { task: string; since: number }

/** The jobs one run of the queue (`payload.jobs.run` or `runByID`) claimed. */
export type JobRun = { claimed: Set<string> }

export type JobLeases = {
  /** The jobs this process runs now, by id. */
  held: Map<string, HeldJob>
  /** The run in whose async context a claim is made: its claims are settled when it settles. */
  runs: AsyncLocalStorage<JobRun>
  /** Sets `processing = false` on the given jobs (registered by the adapter once it is connected). */
  release?: (ids: string[]) => Promise<void>
}

const KEY = Symbol.for('citaya.jobLeases')

export function jobLeases(): JobLeases {
  const store = globalThis as unknown as Record<symbol, JobLeases | undefined>
  return (store[KEY] ??= { held: new Map(), runs: new AsyncLocalStorage() })
}

/**
 * For a stopping process: waits up to `waitMs` for the jobs it holds to finish, then hands back
 * the rest (processing = false) so that the next runner takes them at once. Returns what happened.
 */
export async function handBackJobs(waitMs: number): Promise<{ finished: number; handedBack: string[] }> {
  const leases = jobLeases()
  const before = leases.held.size
  const deadline = Date.now() + waitMs
  while (leases.held.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  const rest = [...leases.held.keys()]
  if (rest.length && leases.release) {
    try {
      await leases.release(rest)
      for (const id of rest) leases.held.delete(id)
    } catch {
      // The database is unreachable: the leases expire by themselves and another runner takes the jobs.
    }
  }
  return { finished: Math.max(0, before - rest.length), handedBack: rest }
}
