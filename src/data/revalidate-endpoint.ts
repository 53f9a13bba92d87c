import { timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import { locales } from '#src/i18n/locales.ts'
import { allContentTags } from '#src/data/cache-tags.ts'
import { expireTags, revalidationToken } from '#src/data/revalidate.ts'

/**
 * POST /api/revalidate: lets code running outside a request (jobs, seed) expire cache tags:
 * `{ tags: [...] }`, or `{ all: true }` for every content tag (a restore, a server starting on a
 * restored database: scripts/server.ts).
 */
export const revalidateEndpoint: Endpoint = {
  path: '/revalidate',
  method: 'post',
  handler: async (req) => {
    const expected = Buffer.from(`Bearer ${revalidationToken()}`)
    const given = Buffer.from(req.headers.get('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return Response.json({ error: 'Unauthorized' }, { status: 401 })
    }
    const body = (await req.json?.().catch(() => null)) as { tags?: unknown; all?: unknown } | null
    const tags = body?.all === true ? allContentTags(req.payload.config, locales) : body?.tags
    return Response.json({ expired: expireTags(tags) })
  },
}
