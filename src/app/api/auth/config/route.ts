import { NextResponse } from 'next/server'

import { firebaseWebConfig } from '#src/auth/web-config.ts'

export const dynamic = 'force-dynamic'

/** The browser's Firebase settings (public values), read at run time: see src/auth/web-config.ts. */
export function GET() {
  const config = firebaseWebConfig()
  if (!config) return NextResponse.json({ error: 'firebase-not-configured' }, { status: 503 })
  return NextResponse.json(config, { headers: { 'cache-control': 'public, max-age=300' } })
}
