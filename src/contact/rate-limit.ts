import { createHmac } from 'node:crypto'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** How many stored messages one address may send per window (CONTACT_RATE_LIMIT_*). */
export type RateLimit = { max: number; windowMinutes: number }

export function rateLimitFromEnv(env: Record<string, string | undefined> = process.env): RateLimit {
  const max = Number.parseInt(env.CONTACT_RATE_LIMIT_MAX ?? '', 10)
  const windowMinutes = Number.parseInt(env.CONTACT_RATE_LIMIT_WINDOW_MINUTES ?? '', 10)
  return {
    max: Number.isFinite(max) && max >= 0 ? max : 5,
    windowMinutes: Number.isFinite(windowMinutes) && windowMinutes > 0 ? windowMinutes : 60,
  }
}

/**
 * The sender's address from X-Forwarded-For: the entry `hops` places from the right, which is the
 * one the nearest trusted proxy wrote (CONTACT_PROXY_HOPS, default 1). Next's own server fills
 * the header with the socket address when no proxy set it.
 */
export function clientAddress(headers: Headers, hops = Number.parseInt(process.env.CONTACT_PROXY_HOPS ?? '1', 10) || 1): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries[Math.max(0, entries.length - hops)] ?? headers.get('x-real-ip') ?? 'unknown'
}

const db = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

/** The address is never stored as such: only a keyed hash of it. */
function addressKey(address: string): string {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'contact').update(address).digest('hex')
}

/**
 * Counts one message from this address and says whether it is within the limit. The counter is
 * a row in PostgreSQL (`contact_rate_limits`, one fixed window per address) updated by a single
 * atomic upsert, so every server process shares it and concurrent requests cannot both slip in.
 */
export async function takeRateLimit(payload: Payload, address: string, limit: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (limit.max === 0) return { allowed: true, retryAfterSeconds: 0 }
  const window = `${limit.windowMinutes} minutes`
  const result = await db(payload).execute(sql`
    INSERT INTO contact_rate_limits (key, window_start, count) VALUES (${addressKey(address)}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN contact_rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE contact_rate_limits.count + 1 END,
      window_start = CASE WHEN contact_rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE contact_rate_limits.window_start END
    RETURNING count, ceil(extract(epoch FROM (contact_rate_limits.window_start + ${window}::interval - now())))::int AS retry_after`)
  const row = (result.rows[0] ?? {}) as { count?: number | string; retry_after?: number | string }
  const count = Number(row.count ?? 0)
  return { allowed: count <= limit.max, retryAfterSeconds: Math.max(1, Number(row.retry_after ?? 60)) }
}

/** Drops counters whose window ended long ago (run by the delivery job). */
export async function pruneRateLimits(payload: Payload): Promise<void> {
  await db(payload).execute(sql`DELETE FROM contact_rate_limits WHERE window_start < now() - interval '2 days'`)
}
