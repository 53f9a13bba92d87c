import { contentGeneration } from '#src/config/content-changes.ts'
import { env } from '#src/config/env.ts'

/**
 * A small JSON document the proxy needs on every request (the redirect rules, the known dynamic
 * paths), read from this server's own endpoint, which answers from Next's tagged data cache: no
 * database query per request. One copy is reused for `ttlMs` (an edit shows within that), every
 * caller shares one fetch, and while a copy is refreshed the previous one is used if it is younger
 * than 2 × `ttlMs`. Until a first copy arrives, or if the endpoint cannot be read, the caller gets
 * the last copy or `null` and decides what that means.
 */
export function ownServerJson<T>(
  path: string,
  accept: (value: unknown) => value is T,
  // A quarter second: a change made on another instance reaches this one's copy within half a
  // second (the copy's life, and as long again while it is refreshed), before the second notice
  // the caching fronts get (src/data/front-notice.ts), so a front never keeps this instance's 404
  // of a page just published. Four loopback reads a second, each answered from the cached data layer.
  ttlMs = 250,
): () => Promise<T | null> {
  let last: { value: T; at: number; generation: number } | null = null
  let loading: { promise: Promise<T | null>; generation: number } | null = null

  const load = async (generation: number): Promise<T | null> => {
    try {
      const response = await ownServerFetch(path)
      const value: unknown = response.ok ? await response.json() : null
      if (accept(value)) last = { value, at: Date.now(), generation }
    } catch {
      // Starting or stopping: keep what we have.
    }
    return last?.value ?? null
  }

  return () => {
    const generation = contentGeneration()
    // Content changed in this process since the copy was read (src/config/content-changes.ts):
    // the copy is not used at all, and a read begun before the change is not waited for.
    const current = last?.generation === generation ? last : null
    const age = current ? Date.now() - current.at : Infinity
    if (current && age < ttlMs) return Promise.resolve(current.value)
    if (!loading || loading.generation !== generation) {
      const started = { generation, promise: load(generation) }
      started.promise.finally(() => {
        if (loading === started) loading = null
      })
      loading = started
    }
    // The previous copy only while it is recent (under steady traffic it is refreshed every ttlMs):
    // after a quiet spell it may predate any number of edits (a legal version published since then
    // was answered 404 by the proxy), so the caller waits for the fresh one.
    return current && age < 2 * ttlMs ? Promise.resolve(current.value) : loading.promise
  }
}

/**
 * A request to this server itself: its own port on the loopback interface, never the public host
 * of the request, which behind a reverse proxy is not this process. Bounded to 3 s.
 */
export function ownServerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${env.port()}${path}`, { ...init, signal: AbortSignal.timeout(3000) })
}
