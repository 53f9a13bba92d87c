import { ownServerJson } from '#src/server/own-server.ts'
import { isKnownPaths } from '#src/not-found/known-paths.ts'

/**
 * The known dynamic paths (articles, blog pages, legal versions), reused for a second. Null when
 * the endpoint cannot be read: the proxy then lets the request through to the page, which still
 * answers 404 for what does not exist.
 */
export const knownPaths = ownServerJson('/api/site/known-paths', isKnownPaths)
