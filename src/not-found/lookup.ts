import { type KnownPaths, isKnownPaths } from './known-paths'

/** How long the proxy reuses the known paths: a newly published article is reachable within this. */
export const KNOWN_PATHS_TTL_MS = 1000

let cached: { at: number; value: Promise<KnownPaths | null> } | null = null

async function fetchKnownPaths(): Promise<KnownPaths | null> {
  try {
    // The server's own port on the loopback interface: never the public host of the request,
    // which behind a reverse proxy is not this process.
    const response = await fetch(`http://127.0.0.1:${process.env.PORT || '3000'}/api/site/known-paths`, { signal: AbortSignal.timeout(3000) })
    const value: unknown = response.ok ? await response.json() : null
    return isKnownPaths(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The known dynamic paths, fetched at most once per KNOWN_PATHS_TTL_MS however many requests ask
 * (they share one fetch). Null when the endpoint cannot be read: the proxy then lets the request
 * through to the page, which still answers 404 for what does not exist.
 */
export function knownPaths(now = Date.now()): Promise<KnownPaths | null> {
  if (!cached || now - cached.at >= KNOWN_PATHS_TTL_MS) cached = { at: now, value: fetchKnownPaths() }
  return cached.value
}
