import { after } from 'next/server'

import { handleContactPost } from '#src/contact/submit.ts'
import { payloadClient } from '#src/data/payload.ts'

/** The contact form's endpoint (src/contact/submit.ts): the page's script and plain form posts. */
export async function POST(request: Request): Promise<Response> {
  try {
    return await handleContactPost(request, { payload: await payloadClient(), runSoon: (work) => after(work) })
  } catch (error) {
    console.error('[contact] could not store a message:', error)
    return Response.json({ ok: false }, { status: 503, headers: { 'retry-after': '60' } })
  }
}
