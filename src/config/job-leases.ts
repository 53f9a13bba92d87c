/**
 * The jobs this process holds (claimed, not yet finished or released), kept on `globalThis` so
 * that scripts/server.ts (outside Next's bundle) and the Payload instance inside it share one
 * registry. src/config/job-claims.ts fills it and renews each held job's lease; a process that
 * stops hands back what it still holds (`handBackJobs`), so nothing waits for a lease to expire.
 * No imports: server.ts loads this before Next, without Payload.
 */

/** A claim is a lease of this many seconds, renewed by the holder every LEASE_RENEW_MS. */
export const LEASE_SECONDS = 30
export const LEASE_RENEW_MS = 10_000

export type JobLeases = {
  /** Ids of the jobs this process runs now. */
  held: Set<string>
  /** Sets `processing = false` on the given jobs (registered by the adapter once it is connected). */
  release?: (ids: string[]) => Promise<void>
}

const KEY = Symbol.for('citaya.jobLeases')

export function jobLeases(): JobLeases {
  const store = globalThis as unknown as Record<symbol, JobLeases | undefined>
  return (store[KEY] ??= { held: new Set() })
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
  const rest = [...leases.held]
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
