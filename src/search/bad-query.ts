import { type NextRequest, NextResponse } from 'next/server'

import { ownServerFetch } from '#src/server/own-server.ts'
import { parseSearchInput } from '#src/search/input.ts'

/** The results page in each language (/es/… is Spanish stated explicitly). */
const searchPath = /^(?:\/(?:en|es))?\/help\/search\/?$/

/**
 * Marks the proxy's own request for the page's rendering, which the proxy lets through: without it
 * that request would be answered here again. A visitor who sends it gets the same page with 200.
 */
export const RENDER_HEADER = 'x-citaya-search-render'

/**
 * A query the results page refuses (over MAX_QUERY_LENGTH, or without a letter or digit; the same
 * parseSearchInput the page uses) answered with 400 and the page's own rendering of the clear
 * message in the visitor's language. An App Router page cannot set its status and a proxy rewrite
 * cannot either, so the proxy asks this server for the page once and sends it on with 400. Only
 * refused queries pay for that second request; a good query, or no query, returns null and goes
 * on to the page as usual. If the server cannot answer within 3 s the page is served as usual
 * (same message, status 200) rather than an error.
 */
export async function answerBadSearch(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search, searchParams } = request.nextUrl
  if (!searchPath.test(pathname) || request.headers.has(RENDER_HEADER)) return null
  if (parseSearchInput({ q: searchParams.get('q') ?? undefined }).status !== 'invalid') return null
  try {
    const page = await ownServerFetch(`${pathname}${search}`, {
      headers: { [RENDER_HEADER]: '1', accept: 'text/html' },
      redirect: 'manual',
    })
    if (page.status !== 200) return null
    const headers = new Headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
    const type = page.headers.get('content-type')
    if (type) headers.set('content-type', type)
    return new NextResponse(request.method === 'HEAD' ? null : await page.text(), { status: 400, headers })
  } catch {
    return null
  }
}
