import createMiddleware from 'next-intl/middleware'
import { NextRequest } from 'next/server'

import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale routing. Accept-Language is removed first so that only the visitor's stored choice (the
 * language cookie) can send an unprefixed URL to its English twin.
 */
export default function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return intl(new NextRequest(request.url, { headers, method: request.method }))
}

export const config = {
  // Everything but the admin panel, the API, Next's own files and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
}
