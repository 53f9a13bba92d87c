import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * What the metrics (src/observability/metrics.ts) read from code that runs inside Next's server
 * bundle: the database pool Payload opened, its connection errors, the cache revalidations and the
 * request id of the request being answered. Kept on globalThis, because the production server
 * (scripts/server.ts, loaded by Node) and Next's compiled copy of these modules are two module
 * instances in one process: a module-level variable would be two variables. Plain numbers and
 * sets, no prom-client here: the bundle never loads it, and writing a number costs nothing when
 * no one scrapes.
 */
export type PoolLike = { totalCount: number; idleCount: number; waitingCount: number }

type Signals = {
  pools: Set<PoolLike>
  databaseErrors: number
  /** `${way} ${outcome}` → count (way: request, server, endpoint; outcome: ok, failed). */
  revalidations: Map<string, number>
  /** Notices sent to the caching fronts (src/data/front-notice.ts), by outcome: ok, failed. */
  frontNotices: Map<string, number>
  requests: AsyncLocalStorage<{ requestId: string }>
}

const KEY = Symbol.for('citaya.signals')
const holder = globalThis as typeof globalThis & { [KEY]?: Signals }

export const signals: Signals = (holder[KEY] ??= {
  pools: new Set(),
  databaseErrors: 0,
  revalidations: new Map(),
  frontNotices: new Map(),
  requests: new AsyncLocalStorage(),
})

export type RevalidationWay = 'request' | 'server' | 'endpoint'

export function countRevalidation(way: RevalidationWay, outcome: 'ok' | 'failed', tags = 1): void {
  const key = `${way} ${outcome}`
  signals.revalidations.set(key, (signals.revalidations.get(key) ?? 0) + tags)
}

export function countFrontNotice(outcome: 'ok' | 'failed'): void {
  signals.frontNotices.set(outcome, (signals.frontNotices.get(outcome) ?? 0) + 1)
}

export function countDatabaseError(): void {
  signals.databaseErrors += 1
}

/** A request id a client or the front may send: short, printable, nothing that could break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The front's (or a caller's) X-Request-Id when it looks like one, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && REQUEST_ID.test(value) ? value : randomUUID()
}

/** The id of the request (or of the job a request started) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return signals.requests.getStore()?.requestId
}

export function withRequestId<T>(requestId: string, run: () => T): T {
  return signals.requests.run({ requestId }, run)
}
