import { readFileSync } from 'node:fs'
import path from 'node:path'

import { NextResponse } from 'next/server'

import { processEnv } from '#src/config/env.ts'
import { payloadClient } from '#src/data/payload.ts'
import { HEALTH_HEADERS, readiness, sharedCacheState } from '#src/server/health.ts'

export const dynamic = 'force-dynamic'

type Pool = { query(text: string): Promise<unknown> }

/** Readiness (src/server/health.ts): 200 when this instance can serve its deployment, else 503. */
export async function GET() {
  const result = await readiness(
    {
      async database() {
        const payload = await payloadClient()
        await (payload.db as unknown as { pool: Pool }).pool.query('SELECT 1')
      },
      buildId() {
        try {
          return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null
        } catch {
          return null
        }
      },
      sharedCache: () => sharedCacheState(processEnv()),
    },
    processEnv(),
  )
  return NextResponse.json(result.body, { status: result.status, headers: HEALTH_HEADERS })
}
