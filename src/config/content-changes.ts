/**
 * A counter this process bumps whenever it expires cache tags (src/data/revalidate.ts). The
 * proxy's short-lived copies of the site's own lookups (the known addresses, the redirect rules:
 * src/server/own-server.ts) compare it with the value they were read at and are dropped when it
 * moved, so the first request after a publish waits for a fresh lookup instead of being answered
 * from a copy up to two seconds old (a page scheduled for 10:00:00 answered 404 until 10:00:02).
 *
 * Kept on `globalThis` under a registered symbol: the proxy and the route handlers are bundled
 * apart and each bundle has its own module state, but they run in one process. Other instances
 * learn of the change through their own copy's quarter-second lifetime.
 */
const KEY = Symbol.for('citaya.content-changes')

type Changes = { generation: number }

function changes(): Changes {
  const holder = globalThis as unknown as Record<symbol, Changes | undefined>
  return (holder[KEY] ??= { generation: 0 })
}

/** Called after cache tags were expired in this process. */
export function contentChanged(): void {
  changes().generation++
}

/** The current value: a copy read at another value predates a change. */
export function contentGeneration(): number {
  return changes().generation
}
