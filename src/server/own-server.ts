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
  ttlMs = 1000,
): () => Promise<T | null> {
  let last: { value: T; at: number } | null = null
  let loading: Promise<T | null> | null = null

  const load = async (): Promise<T | null> => {
    try {
      const response = await ownServerFetch(path)
      const value: unknown = response.ok ? await response.json() : null
      if (accept(value)) last = { value, at: Date.now() }
    } catch {
      // Starting or stopping: keep what we have.
    }
    return last?.value ?? null
  }

  return () => {
    const age = last ? Date.now() - last.at : Infinity
    if (last && age < ttlMs) return Promise.resolve(last.value)
    loading ??= load().finally(() => (loading = null))
    // The previous copy only while it is recent (under steady traffic it is refreshed every ttlMs):
    // after a quiet spell it may predate any number of edits (a legal version published since then
    // was answered 404 by the proxy), so the caller waits for the fresh one.
    return last && age < 2 * ttlMs ? Promise.resolve(last.value) : loading
  }
}

/**
 * A request to this server itself: its own port on the loopback interface, never the public host
 * of the request, which behind a reverse proxy is not this process. Bounded to 3 s.
 */
export function ownServerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${env.port()}${path}`, { ...init, signal: AbortSignal.timeout(3000) })
}
