import { createHmac } from 'node:crypto'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '#src/server/client-address.ts'
import { type Env, env as settings, processEnv } from '#src/config/env.ts'

/** How many stored messages one address may send per window (CONTACT_RATE_LIMIT_*). */
export type RateLimit = { max: number; windowMinutes: number }

export function rateLimitFromEnv(env: Env = processEnv()): RateLimit {
  const max = Number.parseInt(env.CONTACT_RATE_LIMIT_MAX ?? '', 10)
  const windowMinutes = Number.parseInt(env.CONTACT_RATE_LIMIT_WINDOW_MINUTES ?? '', 10)
  return {
    max: Number.isFinite(max) && max >= 0 ? max : 5,
    windowMinutes: Number.isFinite(windowMinutes) && windowMinutes > 0 ? windowMinutes : 60,
  }
}

/**
 * The sender's address: the one the production server resolved from the socket and the trusted
 * proxies (TRUSTED_PROXIES, src/server/client-address.ts) and put in CLIENT_ADDRESS_HEADER after
 * removing any value the client sent. X-Forwarded-For is never read here: a client can write it.
 * Served without that server (`next dev`, a bare `next start`) there is no address a client
 * cannot forge, so every sender shares one counter: the limit can be reached sooner, never dodged.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 100) || 'unknown'
}

const db = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

/** The address is never stored as such: only a keyed hash of it. */
function addressKey(address: string): string {
  return createHmac('sha256', settings.payloadSecret() || 'contact')
    .update(address)
    .digest('hex')
}

/**
 * Counts one message from this address and says whether it is within the limit. The counter is
 * a row in PostgreSQL (`contact_rate_limits`, one fixed window per address) updated by a single
 * atomic upsert, so every server process shares it and concurrent requests cannot both slip in.
 */
export async function takeRateLimit(
  payload: Payload,
  address: string,
  limit: RateLimit,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
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

/** Gives back the slot `takeRateLimit` counted for a message that could not be stored after all. */
export async function refundRateLimit(payload: Payload, address: string, limit: RateLimit): Promise<void> {
  if (limit.max === 0) return
  await db(payload).execute(
    sql`UPDATE contact_rate_limits SET count = count - 1 WHERE key = ${addressKey(address)} AND count > 0`,
  )
}

/** Drops counters whose window ended long ago (run by the delivery job). */
export async function pruneRateLimits(payload: Payload): Promise<void> {
  await db(payload).execute(sql`DELETE FROM contact_rate_limits WHERE window_start < now() - interval '2 days'`)
}
