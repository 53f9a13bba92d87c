import { NextResponse } from 'next/server'

import { HEALTH_HEADERS } from '#src/server/health.ts'

export const dynamic = 'force-dynamic'

/** Liveness (src/server/health.ts): the process answers requests. */
export function GET() {
  return NextResponse.json({ live: true }, { headers: HEALTH_HEADERS })
}
