/**
 * Next's cache (prerendered pages, RSC payloads, the data layer's unstable_cache entries and the
 * tags that expire them) shared by every instance in Redis, through
 * @fortedigital/nextjs-cache-handler's redis-strings handler. Loaded by next.config.ts only when
 * REDIS_URL is set; without it Next keeps its own local cache (the single-instance path).
 *
 * - Keys are prefixed by REDIS_KEY_PREFIX and the deployment id, so two deployments (blue/green)
 *   sharing one Redis never read each other's pages, and a new deployment starts from its own build.
 * - Redis unreachable or slow: short connect and command timeouts; reads and writes fall back to
 *   this process's own in-memory cache (local-lru), so the instance keeps serving what it has
 *   (stale, and edits made through other instances do not reach it) instead of failing or
 *   waiting. It says so once when Redis goes and once when it comes back, never per request.
 * - During `next build` Redis is not used: the release step builds before any instance runs, and
 *   the instances copy the build's pages into Redis once per deployment (src/instrumentation.ts).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { LRUCache } from 'lru-cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

/** Milliseconds: a Redis that does not answer within this is treated as down for that call. */
const COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 1000

/** The prefix of every key of this deployment: `${REDIS_KEY_PREFIX}citaya:${deployment id}:`. */
export function cacheKeyPrefix(env = process.env) {
  const deployment = env.DEPLOYMENT_ID?.trim() || env.NEXT_DEPLOYMENT_ID?.trim() || 'local'
  return `${env.REDIS_KEY_PREFIX?.trim() ?? ''}citaya:${deployment}:`
}

const log = (line) => console.log(`[cache] ${line}`)

/**
 * One Redis client per process (Next may load this module more than once: the server and the
 * instrumentation hook's bundle), kept on globalThis.
 */
export function sharedRedis(env = process.env) {
  const key = Symbol.for('citaya.redis')
  if (globalThis[key]) return globalThis[key]
  const url = env.REDIS_URL?.trim()
  const label = (() => {
    try {
      const parsed = new URL(url)
      return `${parsed.host}${parsed.pathname && parsed.pathname !== '/' ? parsed.pathname : ''}`
    } catch {
      return 'REDIS_URL'
    }
  })()
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a dead connection.
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Keep trying, at most every 2 s, for as long as the process runs.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  })
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(
      `[cache] Redis at ${label} is unreachable (${error?.code ?? error?.message ?? error}): serving from this instance's own memory until it is back; edits made through other instances will not show here until then.`,
    )
  })
  client.on('ready', () => {
    if (down) log(`Redis at ${label} is back: the shared cache is in use again.`)
    else log(`shared cache in Redis at ${label}, keys ${cacheKeyPrefix(env)}*`)
    down = false
  })
  // Not awaited: an instance starts (and serves from memory) even if Redis is down at that moment.
  client.connect().catch(() => {})
  globalThis[key] = client
  return client
}

/** Milliseconds: a render (a cache miss not followed by its write) older than this is forgotten. */
const RENDER_MEMORY_MS = 30_000
/** The library's hash of tag expiry times (redis-strings keeps it for implicit path tags only). */
const EXPIRED_TAGS_KEY = '__revalidated_tags__'

/**
 * When the renders of each key began: the time of each cache miss not yet followed by its write,
 * per key. A page or data entry is stamped with the start of the oldest render still open for its
 * key, not the moment it is written. Why: a visitor's render that began before a publish committed
 * read the old content; if it ends after the publish expired the tags, an entry stamped with its
 * write time would pass as newer than the expiry and stay old on every instance until the next
 * edit (seen in the scale test: a scheduled release never reached one instance's /en). Stamped with
 * its start, the expiry times below make it stale at once. The oldest open miss is a safe (never
 * later) stand-in for a render's start; misses are dropped newest first, and forgotten after
 * RENDER_MEMORY_MS (at most 10,000 keys kept), so a render that failed or a page never written
 * costs at most extra renders, never unbounded memory.
 */
export function renderStarts(now = () => Date.now()) {
  // Bounded: URLs a visitor invents miss and are never written; they age out or are pushed out.
  const open = new LRUCache({ max: 10_000, ttl: RENDER_MEMORY_MS, ttlAutopurge: false })
  const current = (key) => (open.get(key) ?? []).filter((time) => now() - time < RENDER_MEMORY_MS)
  return {
    missed(key) {
      const times = current(key)
      // A key hammered by misses keeps its oldest ones, which are the ones that count.
      if (times.length < 64) open.set(key, [...times, now()])
    },
    /** The stamp for an entry of `key` written now: the oldest open render's start, else now. */
    written(key) {
      const times = current(key)
      if (!times.length) return now()
      const oldest = Math.min(...times)
      times.splice(times.indexOf(Math.max(...times)), 1)
      if (times.length) open.set(key, times)
      else open.delete(key)
      return oldest
    },
  }
}

/**
 * Redis while it is ready, this process's memory otherwise. Every write also goes to memory so
 * that an outage starts from warm pages; every tag expiry goes to both.
 *
 * Every tag's expiry time is kept in Redis (the library keeps it for implicit path tags only and
 * otherwise just deletes the entries holding the tag): with entries stamped by their render's
 * start (renderStarts), an entry rendered from content older than the expiry is refused by every
 * instance's read, however late its render wrote it.
 */
export function redisWithLocalFallback(client, prefix = cacheKeyPrefix()) {
  const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: COMMAND_TIMEOUT_MS })
  const local = createLruHandler()
  const ready = () => client.isReady
  const starts = renderStarts()
  const expire = async (tag) => {
    await client
      .withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS))
      .hSet(prefix + EXPIRED_TAGS_KEY, tag, Date.now())
    await redis.revalidateTag(tag)
  }
  // Tags expired here while Redis was down: replayed into Redis when it is back, or the pages
  // Redis still holds from before the outage would come back stale on every instance.
  const missed = new Set()
  client.on('ready', () => {
    if (!missed.size) return
    const tags = [...missed]
    missed.clear()
    void Promise.all(tags.map((tag) => expire(tag)))
      .then(() => log(`${tags.length} tag(s) expired during the outage were expired in Redis too.`))
      .catch((error) => {
        for (const tag of tags) missed.add(tag)
        console.error(
          `[cache] expiring the outage's tags in Redis failed (${error?.message ?? error}); retried when Redis reconnects.`,
        )
      })
  })
  return {
    name: 'redis-with-local-fallback',
    async get(key, meta) {
      let found
      if (ready()) {
        try {
          found = await redis.get(key, meta)
        } catch {
          // Timed out or lost mid-call: answer from memory below.
        }
      }
      if (found === undefined) found = await local.get(key, meta)
      // A miss starts a render of this key (a hit that Next finds stale by time re-renders too,
      // stamped at its write: time-based revalidation is not what the tags expire).
      if (!found) starts.missed(key)
      return found
    },
    async set(key, entry, ctx) {
      const value = { ...entry, lastModified: Math.min(entry.lastModified, starts.written(key)) }
      await local.set(key, value, ctx)
      if (ready()) await redis.set(key, value, ctx).catch(() => {})
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag)
      if (!ready()) {
        missed.add(tag)
        console.error(`[cache] Redis is down: tag ${tag} expired on this instance now, in Redis when it is back.`)
        return
      }
      try {
        await expire(tag)
      } catch (error) {
        missed.add(tag)
        console.error(
          `[cache] expiring tag ${tag} in Redis failed (${error?.message ?? error}); retried when Redis reconnects.`,
        )
      }
    },
    async delete(key) {
      await local.delete?.(key)
      if (ready()) await redis.delete?.(key).catch(() => {})
    },
  }
}

CacheHandler.onCreation(() => {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL?.trim())
    return { handlers: [createLruHandler()] }
  return { handlers: [redisWithLocalFallback(sharedRedis())] }
})

export default CacheHandler
