import { timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import { expireTags, revalidationToken } from '#src/data/revalidate.ts'

/** POST /api/revalidate: lets code running outside a request (jobs, seed) expire cache tags. */
export const revalidateEndpoint: Endpoint = {
  path: '/revalidate',
  method: 'post',
  handler: async (req) => {
    const expected = Buffer.from(`Bearer ${revalidationToken()}`)
    const given = Buffer.from(req.headers.get('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return Response.json({ error: 'Unauthorized' }, { status: 401 })
    }
    const body = (await req.json?.().catch(() => null)) as { tags?: unknown } | null
    return Response.json({ expired: expireTags(body?.tags) })
  },
}
